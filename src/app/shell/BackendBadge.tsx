import { useEffect, useState } from 'react';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { DEMO_USERS, gatewayLabel, needsToken, presetOf, useBackend, type BackendConfig } from '@/api/backend';
import { tokenExpiry } from '@/api/jwt';
import { SettingsLink } from '@/components/SettingsLink';
import { BACKEND_BADGE_ID } from './session-slot';
import { tokenNoteOf } from './token-note';

const ENVIRONMENT_LABELS = { sim: 'SIM', live: 'LIVE', custom: 'Gateway' } as const;

/** Always-visible statement of the backend in use; links to the settings. */
export function BackendBadge() {
  const backend = useBackend();

  if (backend.kind === 'demo') {
    const user = DEMO_USERS[backend.demoUser];
    return (
      <UnstyledButton component={SettingsLink} id={BACKEND_BADGE_ID} aria-label={`Backend: Demo, ${user.label}, simulator. Open settings`} style={{ minWidth: 0 }}>
        {/* The name holds the words shown, in their order, at every width (WCAG 2.5.3): spaces between the parts, for
            tools that read the text of adjacent elements as one word. */}
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge color="teal.9" variant="filled" style={{ flexShrink: 0, overflow: 'visible' }}>
            Demo
          </Badge>{' '}
          {/* Shown at every width: without "simulator" below the sm breakpoint. */}
          <Text size="sm" visibleFrom="sm">
            {user.label} · simulator
          </Text>
          <Text size="xs" hiddenFrom="sm" style={{ whiteSpace: 'nowrap' }}>
            {user.label}
          </Text>
        </Group>
      </UnstyledButton>
    );
  }

  // Another token starts its count from the time it came (keyed by its end, never by the token itself).
  return <GatewayBadge key={tokenExpiry(backend.token)?.getTime() ?? 'none'} backend={backend} />;
}

function GatewayBadge({ backend }: { backend: Extract<BackendConfig, { kind: 'gateway' }> }) {
  const [now, setNow] = useState(() => Date.now());
  const environment = ENVIRONMENT_LABELS[presetOf(backend.baseUrl)];
  const expiry = tokenExpiry(backend.token);
  // `short` is what narrow screens show; the full text is in the link's name.
  let tokenNote: { text: string; short: string; color: string } | undefined;
  let changesInMs: number | undefined;
  if (needsToken(backend)) tokenNote = { text: 'no token', short: 'no token', color: 'red' };
  // A signed-in session renews its token itself; the header's session countdown says how long it has.
  else if (expiry && !backend.signIn) {
    const note = tokenNoteOf(expiry.getTime() - now);
    tokenNote = note;
    changesInMs = note.changesInMs;
  }
  useEffect(() => {
    // Rendered again when the wording is due to change (the next whole minute, the end), not on a fixed beat.
    if (changesInMs === undefined) return;
    const id = window.setTimeout(() => setNow(Date.now()), changesInMs);
    return () => window.clearTimeout(id);
  }, [changesInMs, now]);
  const host = gatewayLabel(backend.baseUrl);
  return (
    <>
      <UnstyledButton
        component={SettingsLink}
        id={BACKEND_BADGE_ID}
        aria-label={`Backend: ${environment} ${host}${tokenNote ? `, ${tokenNote.text}` : ''}. Open settings`}
        // The full address: shown on pointing (a native title, no tooltip library in the first load), and the link's description.
        title={backend.baseUrl}
        style={{ minWidth: 0 }}
      >
        {/* As the demo's: the words shown, in the name's order, spaced. */}
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge color={environment === 'LIVE' ? 'red.9' : 'blue.8'} variant="filled" style={{ flexShrink: 0, overflow: 'visible' }}>
            {environment}
          </Badge>{' '}
          <Text size="sm" truncate maw={{ base: 110, xs: 180, sm: 260 }} style={{ minWidth: 0 }}>
            {host}
          </Text>{' '}
          {tokenNote && (
            <Badge color={tokenNote.color} variant="light" visibleFrom="sm" style={{ flexShrink: 0 }}>
              {tokenNote.text}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      {/* A narrow screen's short note ("5 min") stands beside the link: inside, its words would break the name's order
          ("token expires in 5 min"), which the link's name already says. */}
      {tokenNote?.short && (
        <Badge color={tokenNote.color} variant="light" hiddenFrom="sm" aria-hidden="true" style={{ flexShrink: 0, overflow: 'visible' }}>
          {tokenNote.short}
        </Badge>
      )}
    </>
  );
}
