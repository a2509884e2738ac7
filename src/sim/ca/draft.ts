/** An event before it is built: which instrument, which type, its key days, and how to build it. */
import type { BuildContext, BuiltEvent } from './builders';
import type { HeldInstrument } from './held';

export interface Draft {
  /** Stable key of the event (turned into the EventId). */
  key: number;
  instrument: HeldInstrument;
  code: string;
  voluntary: boolean;
  announce: number;
  /** Ex date, or record/effective date where there is no ex date. */
  keyDay: number;
  /** Payment or effective date. */
  exec: number;
  /** Last election deadline (voluntary events). */
  deadline?: number;
  build(ctx: BuildContext): BuiltEvent;
}
