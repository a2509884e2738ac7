/**
 * A code on the event page, explained on hover and on focus (a tab stop of its own): see codes.ts for what is said.
 * The explanation is also the element's description, so a screen reader hears it with the code.
 */
import type { ReactNode } from 'react';
import { Tooltip } from '@mantine/core';
import type { Explanation } from '@/features/corporate-actions/model/codes';
import classes from './CodeTip.module.css';

const EVENTS = { hover: true, focus: true, touch: true } as const;

export function CodeTip({ explanation, children }: { explanation: Explanation | undefined; children: ReactNode }) {
  if (!explanation) return children;
  return (
    <Tooltip label={explanation.text} events={EVENTS} multiline maw={320} withinPortal>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tooltip's trigger takes focus to show it; it does nothing when pressed, so it is no button */}
      <span tabIndex={0} className={`${classes.tip} mantine-focus-auto`} data-code={explanation.code}>
        {children}
        {!explanation.known && <span className={classes.unknown}> ?</span>}
      </span>
    </Tooltip>
  );
}
