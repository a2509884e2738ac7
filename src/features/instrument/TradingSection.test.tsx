import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { PriceStepsSections } from './TradingSection';

describe('PriceStepsSections', () => {
  it('without a scheme, says the one tick size as the trading table writes it, not in exponent notation', () => {
    // Sent as text in exponent notation, or a number JavaScript would write so.
    const { unmount } = render(<PriceStepsSections details={{ TickSize: '5E-05' as unknown as number }} />);
    expect(screen.getByText(/No tick size scheme/)).toHaveTextContent('the tick size is 0.00005 at every price');
    unmount();
    render(<PriceStepsSections details={{ TickSize: 1e-7 }} />);
    expect(screen.getByText(/No tick size scheme/)).toHaveTextContent('the tick size is 0.0000001 at every price');
  });

  it('shows a tick size sent as other text as sent, and a missing one as not given', () => {
    const { unmount } = render(<PriceStepsSections details={{ TickSize: 'varies' as unknown as number }} />);
    expect(screen.getByText(/No tick size scheme/)).toHaveTextContent('the tick size is varies at every price');
    unmount();
    render(<PriceStepsSections details={{}} />);
    expect(screen.getByText(/No tick size scheme/)).toHaveTextContent('the tick size is not given at every price');
  });
});
