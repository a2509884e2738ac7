import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while a route's data loads. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden="true" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
