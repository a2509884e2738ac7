import { useEffect } from 'react';
import { Stack, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from '../../components/ErrorState';

/** The schedule could not be loaded: the service's error, with retry, under the instrument's heading. */
export function ScheduleError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Trading schedule
      </Title>
      <ErrorState
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Stack>
  );
}
