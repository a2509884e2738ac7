import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { getBackend, needsToken, setBackend, gatewayLabel, useBackend } from '@/api/backend';
import { checkToken } from '@/api/client';
import { SettingsLink } from '@/components/SettingsLink';
import { tokenPrompt, useTokenPromptOpen } from './token-prompt';
import { SessionStatus } from './SessionStatus';

/**
 * Asks for a token in place: after a 401 on a pasted token (the query client
 * opens it), or when the gateway saved in an earlier session has no token in
 * this tab. The page, its URL and its filters stay; failed requests run again
 * with the new token.
 */
export function TokenPromptModal() {
  const opened = useTokenPromptOpen();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [token, setToken] = useState('');
  const backend = useBackend();
  const sessionEnded = needsToken(backend);

  // A gateway without a token in this tab: ask at once, before anything is requested.
  useEffect(() => {
    if (needsToken(getBackend())) tokenPrompt.open();
  }, []);

  const retryFailed = () => {
    void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    void router.invalidate();
  };

  // A signed-in session is never asked for a token: on a 401 the query client has it renew (src/app/query-client.ts),
  // and SessionStatus says when it has ended.
  const signedIn = backend.kind === 'gateway' && Boolean(backend.signIn);

  // A token that no header could carry is refused in the field; a pasted "Bearer " is removed, and the field says so.
  const checked = checkToken(token);
  const submit = () => {
    const current = getBackend();
    if (current.kind !== 'gateway' || !checked.ok) return;
    setBackend({ ...current, token: checked.token });
    setToken('');
    tokenPrompt.close();
    retryFailed();
  };

  const host = backend.kind === 'gateway' ? gatewayLabel(backend.baseUrl) : 'The gateway';
  return (
    <>
      {signedIn && <SessionStatus onRenewed={retryFailed} />}
      <Modal opened={opened && !signedIn} onClose={() => tokenPrompt.close()} title={sessionEnded ? 'Gateway session ended' : 'Token refused'} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            {sessionEnded ? (
              <Text size="sm">
                Refex is set to use the gateway {host}, but this browser tab has no token for it: a token not remembered on this device lasts only as long as the tab it was given
                in. Paste a token to continue where you were.
              </Text>
            ) : (
              <Text size="sm">{host} answered 401: the access token is missing, invalid or has expired. Paste a new token to continue where you were.</Text>
            )}
            {backend.kind === 'gateway' && <TextInput label="Gateway address" value={backend.baseUrl} readOnly variant="filled" />}
            <PasswordInput
              label={sessionEnded ? 'Access token' : 'New access token'}
              value={token}
              description={checked.ok ? checked.note : undefined}
              error={token.trim() && !checked.ok ? checked.error : undefined}
              onChange={(event) => setToken(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Text size="xs" c="dimmed">
              Another gateway?{' '}
              <Anchor component={SettingsLink} size="xs" onClick={() => tokenPrompt.close()}>
                Open the settings
              </Anchor>
            </Text>
            <Group justify="space-between">
              <Button
                variant="subtle"
                onClick={() => {
                  setBackend({ kind: 'demo', demoUser: 'demo' });
                  tokenPrompt.close();
                  retryFailed();
                }}
              >
                Use the demo instead
              </Button>
              <Button type="submit" disabled={!checked.ok}>
                Use this token
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
