/**
 * The settings page's address: `from`, the page (path and search) to go back to once signed in. It is only a
 * hint: a sign-in checks it to be a path of this origin before it follows it (api/auth/flow.ts, safeReturnPath).
 */
import { searchValidator, textParam } from '@/lib/search-params';

export const settingsSearch = searchValidator({ from: textParam(2000) });
