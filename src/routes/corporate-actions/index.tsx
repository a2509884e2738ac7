import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/corporate-actions/')({
  component: CorporateActionsPage,
});

function CorporateActionsPage() {
  return <Title order={1}>Corporate actions</Title>;
}
