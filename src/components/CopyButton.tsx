import { useEffect, useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { clipboardOf } from '@/lib/clipboard';

function CopyIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

/**
 * Small icon button copying a value to the clipboard, with a visible confirmation. It writes through the clipboard
 * of the window it is in, so it also copies in the request inspector's own window.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Tooltip label={copied ? 'Copied' : label} withArrow position="right">
      <ActionIcon
        variant="subtle"
        color={copied ? 'teal' : 'gray'}
        size="sm"
        onClick={(event) =>
          void clipboardOf(event.currentTarget)
            ?.writeText(value)
            .then(
              () => setCopied(true),
              () => setCopied(false),
            )
        }
        aria-label={copied ? `${label}: copied` : label}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </ActionIcon>
    </Tooltip>
  );
}
