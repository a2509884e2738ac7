import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { getBackend, setBackend, gatewayLabel } from '../api/backend';
import { tokenPrompt, useTokenPromptOpen } from '../app/token-prompt';

/**
 * Asks for a new token after a 401, in place: the page, its URL and its
 * filters stay; failed requests run again with the new token.
 */
export function TokenPromptModal() {
  const opened = useTokenPromptOpen();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [token, setToken] = useState('');
  const backend = getBackend();

  const retryFailed = () => {
    void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    void router.invalidate();
  };

  const submit = () => {
    const current = getBackend();
    if (current.kind !== 'gateway' || !token.trim()) return;
    setBackend({ ...current, token: token.trim() });
    setToken('');
    tokenPrompt.close();
    retryFailed();
  };

  return (
    <Modal opened={opened} onClose={() => tokenPrompt.close()} title="Token refused" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {backend.kind === 'gateway' ? gatewayLabel(backend.baseUrl) : 'The gateway'} answered 401: the access token is missing, invalid or has expired. Paste a new
            token to continue where you were.
          </Text>
          <PasswordInput
            label="New access token"
            value={token}
            onChange={(event) => setToken(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
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
            <Button type="submit" disabled={!token.trim()}>
              Use this token
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
