/**
 * A page's "skip to …" link, made the first stop of the Tab order: it is drawn into the shell's slot at the very
 * start of the page (before the header's controls), and hidden until it has the focus.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

/** The element the shell puts first in the page, which a page's skip link is drawn into. */
export const SKIP_SLOT_ID = 'refex-skip-slot';

const HIDDEN = { position: 'absolute', left: -10000, top: 'auto' } as const;
const SHOWN = {
  position: 'fixed',
  left: '1rem',
  top: '1rem',
  zIndex: 1000,
  padding: '0.5rem 1rem',
  background: 'var(--mantine-color-body)',
  border: '2px solid var(--mantine-primary-color-filled)',
} as const;

const noSubscribe = () => () => undefined;
const findSlot = () => document.getElementById(SKIP_SLOT_ID);
const noSlot = () => null;

export function SkipLink({ href, onSkip, children }: { href: string; onSkip: () => void; children: ReactNode }) {
  // Read at render and checked again once the page is in the document (the slot is drawn in the same pass at first).
  const slot = useSyncExternalStore(noSubscribe, findSlot, noSlot);
  const [focused, setFocused] = useState(false);
  const link = (
    <a
      href={href}
      style={focused ? SHOWN : HIDDEN}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onSkip();
      }}
    >
      {children}
    </a>
  );
  // Without the shell's slot (a test of the page alone), the link stays where the page puts it.
  return slot ? createPortal(link, slot) : link;
}
