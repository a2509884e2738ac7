import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { getBackend, setBackend, useBackend } from '@/api/backend';
import { SettingsLink } from '@/components/SettingsLink';

/**
 * Shown instead of an error when the service answers 403: the user is not
 * entitled to corporate actions (a separately licensed service). Trying again
 * would not help, so there is no retry; switching user would.
 */
export function NotEntitled() {
  const backend = useBackend();
  return (
    <Stack gap="md">
      <Title order={1}>Corporate actions</Title>
      <Alert color="yellow" variant="light" title="Not entitled to corporate actions (403)">
        <Stack gap="xs">
          <Text size="sm">
            {backend.kind === 'demo'
              ? 'The restricted demo user has no access to corporate actions: the service answers 403 Forbidden.'
              : 'The gateway answered 403 Forbidden: this user or application has no access to corporate actions. The broker licenses this service separately; ask them to enable it for your application.'}
          </Text>
          <Group>
            {backend.kind === 'demo' && backend.demoUser === 'demo-restricted' ? (
              <Button size="xs" variant="white" onClick={() => getBackend().kind === 'demo' && setBackend({ kind: 'demo', demoUser: 'demo' })}>
                Use the full-access demo user
              </Button>
            ) : (
              <Button size="xs" variant="white" component={SettingsLink}>
                Open the settings
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}
