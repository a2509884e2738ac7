import { Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { CopyButton } from './CopyButton';

/** The raw payload as the service sent it, pretty-printed, with a copy button. */
export function JsonView({ value, label = 'Raw JSON', maxHeight = 480 }: { value: unknown; label?: string; maxHeight?: number }) {
  const text = JSON.stringify(value, null, 2) ?? 'undefined';
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <CopyButton value={text} label="Copy JSON" />
      </Group>
      <ScrollArea.Autosize mah={maxHeight} type="auto">
        <Code block aria-label={label}>
          {text}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}
