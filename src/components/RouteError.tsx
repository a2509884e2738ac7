import { Container, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from './ErrorState';
import { isApiError } from '@/api/errors';
import { useRouteRetry } from './use-route-retry';

/** Error page of a route: says what could not be loaded, explains the problem and retries the route's loader and queries. */
export function RouteError({ error, reset, title = 'This page could not be shown' }: ErrorComponentProps & { title?: string }) {
  const retry = useRouteRetry(reset);
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h3" mb="sm">
        {title}
      </Title>
      {/* A refusal (403) does not heal by asking again: no retry button for it. */}
      <ErrorState error={error} {...(isApiError(error) && error.isForbidden ? {} : { onRetry: retry })} />
    </Container>
  );
}
