import { useId } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { CopyButton } from './CopyButton';

/**
 * The payload as the service sent it, pretty-printed, with a copy button.
 * The scrolling block takes keyboard focus, so it can be scrolled without a mouse.
 */
export function JsonView({ value, label = 'Raw JSON', maxHeight = 480 }: { value: unknown; label?: string; maxHeight?: number }) {
  const id = useId();
  const text = JSON.stringify(value, null, 2) ?? 'undefined';
  return (
    <div>
      <Group gap="xs" mb={4}>
        <Text size="sm" fw={500} id={id}>
          {label}
        </Text>
        <CopyButton value={text} label="Copy JSON" />
      </Group>
      <Box
        component="pre"
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="mono"
        m={0}
        p="sm"
        fz="sm"
        style={{
          maxHeight,
          overflow: 'auto',
          background: 'var(--mantine-color-default-hover)',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          whiteSpace: 'pre',
        }}
      >
        {text}
      </Box>
    </div>
  );
}
