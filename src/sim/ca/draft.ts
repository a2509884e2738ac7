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

/** A draft before it is given its key and instrument. */
export type Plan = Omit<Draft, 'key' | 'instrument'>;

/** The plan of a voluntary event, open for elections until `deadline`. */
export function voluntaryPlan(code: string, announce: number, keyDay: number, exec: number, deadline: number, build: (ctx: BuildContext) => BuiltEvent): Plan {
  return { code, voluntary: true, announce, keyDay, exec, deadline, build };
}
