import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/')({
  component: SearchPage,
});

function SearchPage() {
  return <Title order={1}>Search</Title>;
}
