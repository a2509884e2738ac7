import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { isApiError } from '@/api/errors';
import { describeError } from './describe-error';

/** Error panel with a retry button; shows the service's error code, field problems and correlation id. */
export function ErrorState({ error, onRetry, compact = false }: { error: unknown; onRetry?: () => void; compact?: boolean }) {
  const { title, detail } = describeError(error);
  const api = isApiError(error) ? error : undefined;
  const fields = api?.modelState ? Object.entries(api.modelState) : [];
  return (
    <Alert color="red" variant="light" title={title} role="alert" my={compact ? 0 : 'md'}>
      <Stack gap="xs">
        <Text size="sm">{detail}</Text>
        {api?.errorCode && (
          <Text size="sm">
            Error code: <Code>{api.errorCode}</Code>
          </Text>
        )}
        {fields.length > 0 && (
          <List size="sm">
            {fields.map(([field, messages]) => (
              <List.Item key={field}>
                <Code>{field}</Code>: {Array.isArray(messages) ? messages.join(' ') : String(messages)}
              </List.Item>
            ))}
          </List>
        )}
        {api?.correlationId && (
          <Text size="xs" c="dimmed">
            Correlation id: <Code>{api.correlationId}</Code>
          </Text>
        )}
        {onRetry && (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
