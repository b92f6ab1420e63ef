import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteGaps } from '@shared/marketplace/quote-lines';
import { QuoteBreakdown } from '@/features/marketplace/components/quote-breakdown';
import { makeQuote } from '@/features/marketplace/testing';

describe('QuoteBreakdown', () => {
  it('shows nothing for a quote with its whole price as one line', () => {
    const { container } = render(<QuoteBreakdown quote={makeQuote({ id: 1 })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('warns of what the trip needs and the quote leaves out (docs/product.md#itemised-quotes)', () => {
    const quote = makeQuote({ id: 1 });
    render(<QuoteBreakdown quote={quote} gaps={quoteGaps(quote.lines, ['breaks', 'overnight'])} />);
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'No driver overnight in the total, and the driver-hours check says the trip needs one',
    );
  });
});
