/**
 * The inbox's filter lists (the lookup, 4.10) when they fail: kept and marked stale after a failed refresh, or said
 * missing with a retry, the filters still usable from the address.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { statusInWords } from '@/components/describe-error';
import { StaleNotice } from '@/components/StaleNotice';

export function LookupNotice({ lookup }: { lookup: Pick<UseQueryResult<unknown>, 'isError' | 'data' | 'error' | 'dataUpdatedAt' | 'refetch'> }) {
  if (!lookup.isError) return null;
  if (lookup.data) {
    return (
      <StaleNotice error={lookup.error} updatedAt={lookup.dataUpdatedAt} onRetry={() => void lookup.refetch()} failed="Could not refresh the filter lists" shown="the lists" />
    );
  }
  return (
    <Alert color="yellow" variant="light" title="The filter lists could not be loaded">
      Event and asset types can still be used from the address.{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => void lookup.refetch()}>
        Try again
      </Anchor>
      {isApiError(lookup.error) && (
        <Text size="xs" mt={4}>
          Status: {statusInWords(lookup.error)}
          {lookup.error.correlationId ? ` · Correlation id: ${lookup.error.correlationId}` : ''}
        </Text>
      )}
    </Alert>
  );
}
