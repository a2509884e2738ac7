import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { DEMO_USERS, gatewayLabel, needsToken, presetOf, useBackend } from '@/api/backend';
import { tokenExpiry, TOKEN_WARNING_MINUTES } from '@/api/jwt';
import { useNow } from '@/lib/use-now';
import { SettingsLink } from '@/components/SettingsLink';

function formatRemaining(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min`;
}

const ENVIRONMENT_LABELS = { sim: 'SIM', live: 'LIVE', custom: 'Gateway' } as const;

/** Always-visible statement of the backend in use; links to the settings. */
export function BackendBadge() {
  const backend = useBackend();
  const now = useNow(30_000);

  if (backend.kind === 'demo') {
    const user = DEMO_USERS[backend.demoUser];
    return (
      <UnstyledButton component={SettingsLink} aria-label={`Backend: demo simulator, ${user.label} user. Open settings`} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge color="teal.9" variant="filled" style={{ flexShrink: 0, overflow: 'visible' }}>
            Demo
          </Badge>
          {/* Shown at every width: compact below the sm breakpoint. */}
          <Text size="sm" visibleFrom="sm">
            Simulator · {user.label}
          </Text>
          <Text size="xs" hiddenFrom="sm" style={{ whiteSpace: 'nowrap' }}>
            {user.label}
          </Text>
        </Group>
      </UnstyledButton>
    );
  }

  const environment = ENVIRONMENT_LABELS[presetOf(backend.baseUrl)];
  const expiry = tokenExpiry(backend.token);
  const remaining = expiry ? expiry.getTime() - now.getTime() : undefined;
  // `short` is what narrow screens show; the full text is in the link's name.
  let tokenNote: { text: string; short: string; color: string } | undefined;
  if (needsToken(backend)) tokenNote = { text: 'no token', short: 'no token', color: 'red' };
  // A signed-in session renews its token itself; the header's session countdown says how long it has.
  else if (remaining !== undefined && !backend.signIn) {
    if (remaining <= 0) tokenNote = { text: 'token expired', short: 'expired', color: 'red' };
    else if (remaining < TOKEN_WARNING_MINUTES * 60_000) tokenNote = { text: `token expires in ${formatRemaining(remaining)}`, short: formatRemaining(remaining), color: 'orange' };
    else tokenNote = { text: `token valid ${formatRemaining(remaining)}`, short: '', color: 'gray' };
  }
  const host = gatewayLabel(backend.baseUrl);
  return (
    <UnstyledButton
      component={SettingsLink}
      aria-label={`Backend: ${environment} gateway ${host}${tokenNote ? `, ${tokenNote.text}` : ''}. Open settings`}
      // The full address: shown on pointing (a native title, no tooltip library in the first load), and the link's description.
      title={backend.baseUrl}
      style={{ minWidth: 0 }}
    >
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge color={environment === 'LIVE' ? 'red.9' : 'blue.8'} variant="filled" style={{ flexShrink: 0, overflow: 'visible' }}>
          {environment}
        </Badge>
        <Text size="sm" truncate maw={{ base: 110, xs: 180, sm: 260 }} style={{ minWidth: 0 }}>
          {host}
        </Text>
        {tokenNote && (
          <>
            <Badge color={tokenNote.color} variant="light" visibleFrom="sm" style={{ flexShrink: 0 }}>
              {tokenNote.text}
            </Badge>
            {tokenNote.short && (
              <Badge color={tokenNote.color} variant="light" hiddenFrom="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
                {tokenNote.short}
              </Badge>
            )}
          </>
        )}
      </Group>
    </UnstyledButton>
  );
}
