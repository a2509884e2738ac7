/** What the grid shows: how many strikes, what they are centred on, what the line and shading mean. */
import { Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import type { ChainSection } from './chain-model';
import { describeExpiryClass } from '@/model/expiry-kind';
import { formatStrike } from './grid-rows';

export function CentreNote({
  sections,
  stacked,
  referencePrice,
  strikeDecimals,
}: {
  sections: readonly ChainSection[];
  stacked: boolean;
  referencePrice: number | undefined;
  strikeDecimals: number | undefined;
}) {
  const ready = sections.filter((section) => section.state === 'ready');
  let text: string;
  if (ready.length === 0) {
    text = sections.some((section) => section.state === 'loading') ? 'Loading options…' : '';
  } else if (!stacked) {
    const section = ready[0] as ChainSection;
    const { shown, total, centreStrike } = section.window;
    const centre = centreStrike === undefined ? '' : formatStrike(centreStrike, strikeDecimals);
    const position = section.window.referencePosition;
    const price = referencePrice === undefined ? '' : formatNumber(referencePrice);
    const where =
      referencePrice === undefined
        ? `centred on ${centre}, the middle strike (no reference price: type one to centre on it)`
        : position === 'below' || position === 'above'
          ? `centred on ${centre}, the ${position === 'below' ? 'lowest' : 'highest'} strike: the reference price ${price} is ${position} all strikes, so no strike is at the money and there is no line; shaded cells are in the money`
          : `centred on ${centre}, the strike nearest to the reference price ${price}; the line marks the price, shaded cells are in the money`;
    text = total === 0 ? '' : `${shown} of ${total} strikes, ${where}. ${describeExpiryClass(section.expiry.class)} expiry.`;
  } else {
    const shown = ready.reduce((sum, section) => sum + section.window.shown, 0);
    const total = ready.reduce((sum, section) => sum + section.window.total, 0);
    const below = ready.filter((value) => value.window.referencePosition === 'below').length;
    const above = ready.filter((value) => value.window.referencePosition === 'above').length;
    const outside = [below > 0 ? `below all strikes of ${below}` : '', above > 0 ? `above all strikes of ${above}` : ''].filter(Boolean).join(' and ');
    const where =
      referencePrice !== undefined
        ? `each expiry centred on its strike nearest to the reference price ${formatNumber(referencePrice)}${outside ? ` (the price is ${outside} ${below + above === 1 ? 'expiry' : 'expiries'}: no money line there)` : ''}`
        : 'each expiry centred on its middle strike (no reference price)';
    text = `${sections.length} expiries, ${shown} of ${total} strikes, ${where}.`;
  }
  return (
    <Text size="sm" id="chain-centre" aria-live="polite" mih={22}>
      {text}
    </Text>
  );
}
