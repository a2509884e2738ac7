import { ActionIcon, CopyButton as MantineCopyButton, Tooltip } from '@mantine/core';

/** Small icon button copying a value to the clipboard, with a visible confirmation. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <MantineCopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : label} withArrow position="right">
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} size="sm" onClick={copy} aria-label={copied ? `${label}: copied` : label}>
            <span aria-hidden="true" style={{ fontSize: 12 }}>
              {copied ? '✓' : '⧉'}
            </span>
          </ActionIcon>
        </Tooltip>
      )}
    </MantineCopyButton>
  );
}
