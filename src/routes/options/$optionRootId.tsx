import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/options/$optionRootId')({
  component: OptionChainPage,
});

function OptionChainPage() {
  const { optionRootId } = Route.useParams();
  return <Title order={1}>Option root {optionRootId}</Title>;
}
