import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/futures/$uic')({
  component: FuturesSpacePage,
});

function FuturesSpacePage() {
  const { uic } = Route.useParams();
  return <Title order={1}>Futures space {uic}</Title>;
}
