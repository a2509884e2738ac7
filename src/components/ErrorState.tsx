import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { isApiError } from '@/api/errors';
import { useRetryCountdown } from '@/lib/use-retry-countdown';
import { describeError, statusInWords } from './describe-error';

/**
 * Error panel with a retry button; shows the service's error code, field
 * problems, the status in words and the correlation id. After a 429 it
 * counts the wait down and tries again by itself.
 *
 * A 400 with the service's error code refuses the request's parameters: sent again, it is refused again, so no retry
 * is offered; the code, message and field problems say what to change. A 400 without one (the service always sends
 * one) may come from something on the way, and keeps its retry.
 */
export function ErrorState({ error, onRetry: retry, compact = false }: { error: unknown; onRetry?: () => void; compact?: boolean }) {
  const { title, detail } = describeError(error);
  const api = isApiError(error) ? error : undefined;
  const onRetry = api?.status === 400 && api.errorCode ? undefined : retry;
  const secondsLeft = useRetryCountdown(onRetry ? error : undefined, onRetry);
  const fields = Object.entries(api?.modelState ?? {});
  return (
    <Alert color="red" variant="light" title={title} role="alert" my={compact ? 0 : 'md'}>
      <Stack gap="xs">
        <Text size="sm">{detail}</Text>
        {api?.errorCode && (
          <Text size="sm">
            Error code: <Code>{api.errorCode}</Code>
          </Text>
        )}
        {fields[0] && (
          <List size="sm">
            {fields.map(([field, messages]) => (
              <List.Item key={field}>
                <Code>{field}</Code>: {[messages].flat().join(' ')}
              </List.Item>
            ))}
          </List>
        )}
        {secondsLeft !== undefined && (
          // A timer is not read out at every tick, unlike the alert around it.
          <Text size="sm" role="timer">
            {secondsLeft > 0 ? `Retrying in ${secondsLeft} s` : 'Retrying…'}
          </Text>
        )}
        {api && (
          <Text size="xs" c="dimmed">
            Status: {statusInWords(api)}
          </Text>
        )}
        {api?.correlationId && (
          <Text size="xs" c="dimmed">
            Correlation id: <Code>{api.correlationId}</Code>
          </Text>
        )}
        {onRetry && (
          <Group>
            <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
