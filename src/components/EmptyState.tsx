import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center mih={160} py="lg">
      <Stack align="center" gap={4} maw={480}>
        <ThemeIcon variant="light" color="gray" size="lg" radius="xl" aria-hidden="true">
          ∅
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {children && (
          <Text size="sm" c="dimmed" ta="center">
            {children}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/** A page of a list beyond its last row (an old link, or a list that shrank), with the way back to the first page. `ends` says it, e.g. "The list ends". */
export function PastTheEnd({ ends, onFirstPage }: { ends: string; onFirstPage: () => void }) {
  return (
    <EmptyState title="Nothing on this page">
      {ends} before this page.{' '}
      <Button variant="subtle" size="compact-sm" onClick={onFirstPage}>
        Go to the first page
      </Button>
    </EmptyState>
  );
}
