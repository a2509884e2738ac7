/** The signed-in session in full: who, where, which app and session, time left, how it renews and how that last went. */
import { Alert, Button, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GRANT_NAMES } from '@/api/auth/flow';
import { endBrokerSession, signOut, type SessionState } from '@/api/auth/session';
import { useNow } from '@/lib/use-now';

const RENEWAL: Record<string, string> = {
  refresh: 'with a refresh token, a minute (or a quarter of its life) before the access token ends',
  frame: 'silently, in a hidden frame answered from your sign-in with the broker; else a small window on your click',
  none: 'not at all: sign in again when it ends',
};

function left(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** Signs out and says where the app now points: the views show that backend's data. */
function signOutAndSay(alsoBroker: string | undefined): void {
  const brokerWindow = alsoBroker ? endBrokerSession(alsoBroker) : false;
  signOut();
  notifications.show({
    color: 'blue',
    title: 'Signed out',
    message: `Refex now uses the demo simulator: every page shows simulated data.${alsoBroker ? (brokerWindow ? ' The broker’s own sign-in was ended in a small window.' : ' The browser blocked the window that ends the broker’s own sign-in.') : ''}`,
  });
}

/** `onSignedOut` is told once the session is gone, with this panel and the button that had the focus. */
export function SessionPanel({ session, onSignedOut }: { session: SessionState; onSignedOut: () => void }) {
  const now = useNow(1000).getTime();
  if (session.status !== 'active') return null;
  const rows: [string, string | undefined][] = [
    ['Signed in as', session.claims?.user],
    ['Environment', session.environment ? `${session.environment.authServer} (gateway ${session.environment.gateway})` : undefined],
    ['AppKey', session.appKey],
    ['App id (token)', session.claims?.app],
    ['Session id (token)', session.claims?.session],
    ['Grant', session.grant ? GRANT_NAMES[session.grant] : undefined],
    ['Access token ends in', session.accessExpiresAt === undefined ? 'not said by the broker: renewed when the gateway refuses it' : left(session.accessExpiresAt - now)],
    ['Renews', RENEWAL[session.renewal ?? 'none']],
    [
      'Last renewal',
      session.lastRenewal
        ? `${new Date(session.lastRenewal.at).toLocaleTimeString()} (${session.lastRenewal.how}): ${session.lastRenewal.ok ? (session.lastRenewal.how === 'refresh' || session.lastRenewal.how === 'frame' ? 'renewed' : 'signed in') : `failed. ${session.lastRenewal.note ?? ''}`}`
        : 'none yet',
    ],
  ];
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="session-heading">
      <Stack gap="xs">
        <Text fw={600} size="sm" id="session-heading">
          Your session
        </Text>
        <Table layout="fixed" withRowBorders={false} verticalSpacing={2} fz="sm" aria-labelledby="session-heading">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="38%" maw={170} style={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {value === undefined ? (
                    <Text span c="dimmed" size="sm">
                      not in the token
                    </Text>
                  ) : label.endsWith('(token)') || label === 'AppKey' ? (
                    <Code>{value}</Code>
                  ) : (
                    value
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {session.needsClick && (
          <Alert color="orange" title="Silent renewal failed">
            The broker did not renew the session in the hidden frame; Refex asks you to renew it in a small window before it ends.
          </Alert>
        )}
        <Group gap="xs">
          <Button variant="light" color="gray" onClick={() => (signOutAndSay(undefined), onSignedOut())}>
            Sign out
          </Button>
          <Button variant="default" onClick={() => (signOutAndSay(session.environment?.authServer), onSignedOut())}>
            Sign out here and at the broker
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Sign out forgets the tokens and that user’s cached data in this browser; the second also ends your sign-in with the broker, so the next sign-in asks again.
        </Text>
      </Stack>
    </Paper>
  );
}
