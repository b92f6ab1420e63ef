import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteGaps } from '@shared/marketplace/quote-gaps';
import { QuoteBreakdown } from '@/features/marketplace/components/quote-breakdown';
import { makeQuote } from '@/features/marketplace/testing';

describe('QuoteBreakdown', () => {
  it('shows nothing for a quote with its whole price as one line', () => {
    const { container } = render(<QuoteBreakdown quote={makeQuote({ id: 1 })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('warns of what the trip needs and the quote leaves out (docs/product.md#quote-gaps)', () => {
    const quote = makeQuote({ id: 1 });
    const gaps = quoteGaps(quote, { verdicts: ['breaks', 'overnight'], tolled_roads: ['M1'] });
    render(<QuoteBreakdown quote={quote} gaps={gaps} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This trip needs a driver overnight on day 2; this quote does not include one.',
      'This route likely uses a tolled road (M1); this quote does not list tolls.',
    ]);
  });
});
