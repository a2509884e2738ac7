/**
 * A plain link to the settings that carries the page the user is on (`from`), so that signing in there brings
 * them back to it with its search params. For Mantine's `component` prop (NavLink, Button, UnstyledButton).
 */
import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from '@tanstack/react-router';
import { useSettingsReturn } from '@/lib/use-settings-return';

export function SettingsLink({ ref, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { ref?: Ref<HTMLAnchorElement> }) {
  const search = useSettingsReturn();
  return <Link {...props} ref={ref} to="/settings" search={search} />;
}
