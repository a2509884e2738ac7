import { Stack, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from '@/components/ErrorState';
import { useRouteRetry } from '@/components/use-route-retry';

/** The schedule could not be loaded: the service's error, with retry, under the instrument's heading. */
export function ScheduleError({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Trading schedule
      </Title>
      <ErrorState error={error} onRetry={retry} />
    </Stack>
  );
}
