/**
 * One event of each event type (rare.ts for the rarer ones, showcase-regular.ts
 * for the others) for the institutional client, placed relative to the week
 * looked at (days.ts, demoPeriod: nothing moves at midnight), so its event list
 * always shows every type: mandatory ones between a few weeks back and two
 * months ahead, voluntary ones with their election deadline from the next
 * Monday to eight days later. They keep fixed
 * EventIds (9504001 and up, in the order of the type lists) and are never cancelled
 * or complete; everything else (options, elections) works as for calendar
 * events.
 */
import { createRng } from '../core/rng';
import type { Draft, Plan } from './draft';
import { referencePrice } from './calendar';
import { demoPeriod } from './days';
import type { HeldInstrument } from './instruments';
import { withholdingRate } from './builders';
import { RARE_BOND_CODES, RARE_GOVERNMENT_CODES, RARE_STOCK_CODES, rareDraft, type RareCode } from './rare';
import { REGULAR_BOND_CODES, REGULAR_FUND_CODES, REGULAR_STOCK_CODES, regularDraft, type RegularCode } from './showcase-regular';

export interface ShowcaseEvent {
  eventId: string;
  draft: Draft;
}

const MANDATORY_OFFSETS = [-25, -10, -3, 2, 7, 14, 30, 60];

const RARE: ReadonlySet<string> = new Set<string>([...RARE_STOCK_CODES, ...RARE_BOND_CODES]);

function plan(code: RareCode | RegularCode, inst: HeldInstrument, day: number): Plan {
  const rng = createRng(`showcase:${code}`);
  return RARE.has(code) ? rareDraft(code as RareCode, inst, day, rng, referencePrice(inst)) : regularDraft(code as RegularCode, inst, day, rng, referencePrice(inst));
}

/**
 * The showcase events on `today`: on the institutional tier's instruments, and
 * for the debt events of corporate and mortgage issuers (puts, drawings,
 * defaults, ...), on the curated corporate and mortgage bonds the client holds
 * (the generated universe only has sovereign and supranational bonds).
 */
export function showcaseEvents(instruments: readonly HeldInstrument[], curatedBonds: readonly HeldInstrument[], today: number): ShowcaseEvent[] {
  // Placed in the week of `today`, not on the day (days.ts, demoPeriod): crossing midnight moves none of them.
  const { start, end } = demoPeriod(today);
  const stocks = instruments.filter((inst) => inst.assetType === 'Stock');
  const taxed = stocks.filter((inst) => withholdingRate(inst) > 0.15);
  const allBonds = instruments.filter((inst) => inst.assetType === 'Bond');
  const corporate = curatedBonds.filter((inst) => inst.bond?.kind === 'corporate');
  const mortgage = curatedBonds.filter((inst) => inst.bond?.kind === 'mortgage');
  const government = new Set<string>(RARE_GOVERNMENT_CODES);
  const bondPool = (code: RareCode): readonly HeldInstrument[] => {
    if (code === 'REDO') return allBonds.filter((inst) => inst.currency !== 'EUR');
    if (government.has(code)) return allBonds;
    if ((code === 'DRAW' || code === 'PRED') && mortgage.length > 0) return mortgage;
    return corporate.length > 0 ? corporate : allBonds;
  };
  const funds = instruments.filter((inst) => inst.assetType === 'Etf');
  const out: ShowcaseEvent[] = [];
  const codes: { code: RareCode | RegularCode; pool: readonly HeldInstrument[] }[] = [
    ...RARE_STOCK_CODES.map((code) => ({ code, pool: code === 'WTRC' && taxed.length > 0 ? taxed : stocks })),
    ...RARE_BOND_CODES.map((code) => ({ code, pool: bondPool(code) })),
    ...REGULAR_STOCK_CODES.map((code) => ({ code, pool: stocks })),
    ...REGULAR_BOND_CODES.map((code) => ({
      code,
      pool: code === 'PCAL' && mortgage.length > 0 ? mortgage : code === 'CONS' || code === 'BMET' ? (corporate.length > 0 ? corporate : allBonds) : allBonds,
    })),
    ...REGULAR_FUND_CODES.map((code) => ({ code, pool: funds })),
  ];
  codes.forEach(({ code, pool }, index) => {
    const inst = pool[(index * 11) % Math.max(1, pool.length)];
    if (!inst) return;
    let planned = plan(code, inst, start + (MANDATORY_OFFSETS[index % MANDATORY_OFFSETS.length] ?? 0));
    if (planned.voluntary && planned.deadline !== undefined) {
      // Move the event so that its deadline falls on the next Monday or up to eight days later: ahead all week,
      // some of them a business day or two away by its end.
      const target = end + 3 + (index % 9);
      planned = plan(code, inst, start + (MANDATORY_OFFSETS[index % MANDATORY_OFFSETS.length] ?? 0) + (target - planned.deadline));
    }
    out.push({ eventId: String(9_504_001 + index), draft: { key: 0, instrument: inst, ...planned, announce: Math.min(planned.announce, start) } });
  });
  return out;
}
