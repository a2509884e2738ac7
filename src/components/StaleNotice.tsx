import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { isApiError } from '@/api/errors';
import { formatNumber } from '@/lib/format';
import { loadedAt } from '@/lib/loaded-at';
import type { KeptData } from '@/lib/use-kept-data';
import { useRetryCountdown } from '@/lib/use-retry-countdown';
import { describeError, statusInWords } from './describe-error';

/**
 * Data on screen whose refresh failed (a background refetch, a retry, the next page): the data stays, and
 * this compact notice above it says what failed, when the data shown was loaded, the status and the
 * correlation id, with a retry. After a 429 it counts the wait down and asks again by itself.
 */
export function StaleNotice({
  error,
  updatedAt,
  onRetry,
  failed = 'Could not refresh',
  shown = 'data',
}: {
  error: unknown;
  /** When the data shown was loaded (ms since the epoch). */
  updatedAt: number;
  onRetry?: () => void;
  /** What did not happen, e.g. "Could not load page 3". */
  failed?: string;
  /** What is shown instead, e.g. "page 2". */
  shown?: string;
}) {
  const { title } = describeError(error);
  const api = isApiError(error) ? error : undefined;
  const secondsLeft = useRetryCountdown(onRetry ? error : undefined, onRetry);
  return (
    <Alert color="yellow" variant="light" role="status" py="xs" px="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text size="sm">
            {failed}: {title}. Showing {shown} from {loadedAt(updatedAt)}.
            {secondsLeft !== undefined && (
              <Text span size="sm" role="timer" ml={6}>
                {secondsLeft > 0 ? `Retrying in ${secondsLeft} s` : 'Retrying…'}
              </Text>
            )}
          </Text>
          {api && (
            <Text size="xs">
              Status: {statusInWords(api)}
              {api.correlationId && (
                <>
                  {' · '}Correlation id: <Code>{api.correlationId}</Code>
                </>
              )}
            </Text>
          )}
        </Stack>
        {onRetry && (
          <Button size="compact-sm" variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** The notice of a paged list whose refresh failed, or whose change of page did (the page before then stays shown); nothing when neither. */
export function KeptPageNotice({
  data,
  page,
  onRetry,
  list,
}: {
  data: Pick<KeptData<unknown, unknown>, 'kept' | 'staleError' | 'updatedAt'>;
  page: number;
  onRetry: () => void;
  list: string;
}) {
  if (data.staleError === undefined) return null;
  return (
    <StaleNotice
      error={data.staleError}
      updatedAt={data.updatedAt}
      onRetry={onRetry}
      failed={data.kept ? `Could not load page ${formatNumber(page, 0)}` : 'Could not refresh'}
      shown={data.kept ? 'the page before' : list}
    />
  );
}
