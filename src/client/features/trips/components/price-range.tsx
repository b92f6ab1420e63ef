import type { PriceEstimate } from '@shared/trips/rate-card';

// An estimate is a range, not a price: whole euros read better.
const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/**
 * The instant price range as the request form and the thank-you page word it
 * (docs/product.md#price-estimate): `Price range: €1,200 – €1,600, based on 23 quotes for
 * similar trips`, or `Typical price: €530 – €718` from the rate card.
 */
export function PriceRange({ estimate }: { estimate: PriceEstimate }) {
  return (
    <>
      <span className="font-semibold">
        {estimate.source === 'quotes' ? 'Price range' : 'Typical price'}:{' '}
        {euros.format(estimate.low)} – {euros.format(estimate.high)}
      </span>
      {estimate.source === 'quotes'
        ? `, based on ${estimate.based_on} quotes for similar trips`
        : ''}
    </>
  );
}
