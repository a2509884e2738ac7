import type { ReactNode } from 'react';
import { Center, Stack, Text, ThemeIcon } from '@mantine/core';

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
