/**
 * The `from` of a link into the settings: the page the user is on, path and search, so that signing in
 * there brings them back to it. On the settings page itself, the `from` it already has.
 */
import { useRouterState } from '@tanstack/react-router';

export function useSettingsReturn(): { from?: string } {
  const location = useRouterState({ select: (state) => state.location });
  if (location.pathname === '/settings') {
    const from = (location.search as { from?: unknown }).from;
    return typeof from === 'string' ? { from } : {};
  }
  return { from: `${location.pathname}${location.searchStr}` };
}
