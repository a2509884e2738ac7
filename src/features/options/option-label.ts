/**
 * What a chain cell says its option is: the root's symbol, the expiry, the strike and call or put, as a trader
 * reads an option ("SPXW:xcbo 18 Dec 2026 5,000 call"), beside its Uic.
 */
export interface OptionLabelParts {
  side: 'call' | 'put';
  strikeText: string;
  expiryText: string;
  /** The root's symbol, when the root has one. */
  rootSymbol: string | undefined;
}

/** The option in words: root, expiry, strike, call or put. */
export function optionLabel({ side, strikeText, expiryText, rootSymbol }: OptionLabelParts): string {
  return [rootSymbol, expiryText, strikeText, side].filter(Boolean).join(' ');
}

/**
 * A cell's accessible name: side and strike first (what the arrow keys move along), the expiry, the root, then the
 * Uic with its trading status and moneyness.
 */
export function optionCellName(parts: OptionLabelParts & { uic: number; status: string; moneyText: string }): string {
  const { side, strikeText, expiryText, rootSymbol, uic, status, moneyText } = parts;
  // The root in brackets after the expiry: the parts stay three, split by ", " (side and strike; expiry, root and Uic; status).
  const root = rootSymbol ? ` (${rootSymbol})` : '';
  return `${side === 'call' ? 'Call' : 'Put'} ${strikeText}, ${expiryText}${root}: Uic ${uic}, ${status}${moneyText}`;
}

/** A cell's tooltip: the option in words and its Uic. */
export function optionCellTitle(parts: OptionLabelParts & { uic: number }): string {
  return `${optionLabel(parts)} · Uic ${parts.uic}`;
}
