import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** Dimmed text beside the content: a page's introduction, nothing to show, or where more comes from. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
