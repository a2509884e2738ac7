import { useRouterState } from '@tanstack/react-router';

/** The keys that open and close the request inspector. */
export const INSPECTOR_SHORTCUT = 'Alt+Shift+R';

/** The address the log records as a request's view (see src/api/request-log.ts): the window's path and search. */
function windowView(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The current view's address, read again whenever the router's location changes. */
export function useCurrentView(): string {
  // The router moves the window's address before it updates its state: when this renders, both agree.
  useRouterState({ select: (state) => state.location.href });
  return windowView();
}
