/** The app's frame: header with the backend banner, the request inspector, navigation, quick jump and the token prompt. */
import { AppShell, Box, Burger, Group, Kbd, NavLink, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { OnDemand } from '@/components/OnDemand';
import { PacingNotice } from '@/components/PacingNotice';
import { SettingsLink } from '@/components/SettingsLink';
import { SKIP_SLOT_ID } from '@/components/SkipLink';
import { BackendBadge } from './BackendBadge';
import { ColorSchemeControl } from './ColorSchemeControl';
import { InspectorControl } from './inspector/InspectorControl';
import { RouteProgress } from './RouteProgress';
import { SESSION_SLOT_ID } from './session-slot';

// Quick jump and the token prompt are not needed for the first screen: one chunk, loaded right after it.
const loadParts = () => import('./OnDemandParts');

const NAV = [
  { to: '/', label: 'Search', exact: true },
  { to: '/browse/options', label: 'Option roots', exact: false },
  { to: '/browse/futures', label: 'Futures spaces', exact: false },
  { to: '/watchlist', label: 'Watchlists', exact: false },
  { to: '/calendar/expiries', label: 'Expiry calendar', exact: false },
  { to: '/calendar/holidays', label: 'Holiday calendar', exact: false },
  { to: '/corporate-actions', label: 'Corporate actions', exact: false },
  { to: '/timezones', label: 'Time zones', exact: false },
  { to: '/settings', label: 'Settings', exact: false },
] as const;

export function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The shortcuts live here, with the first screen: quick jump itself loads just after it, and opens
  // from the shared store whenever it arrives. Ctrl/Cmd+K works everywhere, also while typing in a
  // field; "/" only outside fields.
  useHotkeys([['mod+K', () => spotlight.open()]], []);
  useHotkeys([['/', () => spotlight.open()]]);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 210, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      {/* A page's skip link comes here, so that it is the first stop of the Tab order (components/SkipLink). */}
      <div id={SKIP_SLOT_ID} />
      <RouteProgress />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 auto' }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            {/* Below xs the brand gives its room to the backend banner (the menu still leads home). */}
            <Title order={2} size="h4" style={{ flexShrink: 0 }} visibleFrom="xs">
              <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
                Refex
              </Link>
            </Title>
            <BackendBadge />
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            {/* A signed-in session's countdown comes here (SessionStatus, with the token prompt). */}
            <div id={SESSION_SLOT_ID} style={{ display: 'contents' }} />
            {/* The request inspector: the requests of the current view, with copy as code (Alt+Shift+R). */}
            <InspectorControl />
            {/* The name holds what the button shows, in its order ("Quick jump", "Ctrl K"), as voice control needs (WCAG 2.5.3). */}
            <UnstyledButton onClick={() => spotlight.open()} aria-label="Quick jump, Ctrl K or /" aria-keyshortcuts="Control+K /">
              <Group gap={4} wrap="nowrap">
                <Text size="sm" c="dimmed" visibleFrom="md">
                  Quick jump
                </Text>{' '}
                <Kbd size="xs">Ctrl K</Kbd>
              </Group>
            </UnstyledButton>
            {/* On narrow screens the header keeps room for the backend banner; the scheme control moves to the menu. */}
            <Box visibleFrom="sm">
              <ColorSchemeControl />
            </Box>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main" style={{ overflowY: 'auto' }}>
        <nav aria-label="Sections">
          {NAV.map((item) => {
            const common = { label: item.label, active: item.exact ? pathname === item.to : pathname.startsWith(item.to), onClick: close };
            // Settings is where one signs in: its link carries the page to come back to.
            return item.to === '/settings' ? <NavLink key={item.to} component={SettingsLink} {...common} /> : <NavLink key={item.to} component={Link} to={item.to} {...common} />;
          })}
        </nav>
        <Box hiddenFrom="sm" p="sm">
          <ColorSchemeControl />
        </Box>
      </AppShell.Navbar>
      <AppShell.Main>
        <PacingNotice />
        <Outlet />
      </AppShell.Main>
      <OnDemand load={loadParts} />
    </AppShell>
  );
}
