import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { Button, Loader, type ButtonProps } from '@mantine/core';

type Props = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'disabled'> & {
    /** Cannot act now (busy, or nothing to act on): announced as unavailable and ignores clicks, yet keeps the focus. */
    held?: boolean;
    /** Shows a spinner before the label (while what it started runs); a busy button is usually held too. */
    busy?: boolean;
  };

/**
 * A button held with aria-disabled, not disabled (nor Mantine's `loading`, which disables): a disabled button drops
 * the keyboard's focus to the page's body, and the user who pressed it would start again from the top.
 */
export function HeldButton({ held, busy, onClick, leftSection, ...props }: Props) {
  return (
    <Button
      {...props}
      data-disabled={held || undefined}
      aria-disabled={held || undefined}
      leftSection={busy ? <Loader size="1em" color="currentColor" aria-hidden="true" /> : leftSection}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // A held submit button must not submit its form either.
        if (held) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
