// The request inspector as the specs find it: the header button, and the panel docked in the page (a
// complementary landmark named by its heading) or its own window's main area.
import type { Page } from '@playwright/test';

/** The header button that opens and closes the inspector, named with the view's count of requests. */
export const inspectorButton = (page: Page) => page.getByRole('button', { name: /^Requests: \d+ in this view/ });

/** The inspector docked in the page. */
export const inspectorPanel = (page: Page) => page.getByRole('complementary', { name: /^Requests of this view/ });

/** The list of the shown view's requests, in the docked panel or (given the window's page) in the inspector's window. */
export const inspectorRequests = (page: Page, where = inspectorPanel(page)) => where.getByRole('list', { name: /requests? of / }).getByRole('listitem');
