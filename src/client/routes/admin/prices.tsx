import { EstimateAccuracy } from '@/features/trips/components/estimate-accuracy';
import { RateCardForm } from '@/features/trips/components/rate-card-form';

/**
 * /admin/prices — the rate card behind the customers' instant price range and how close the
 * ranges came to the quotes (docs/product.md#price-estimate). The shell comes from the layout.
 */
export function AdminPricesPage() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="rate-card-heading" className="flex flex-col gap-4">
        <h2 id="rate-card-heading" className="text-xl font-semibold">
          Rate card
        </h2>
        <RateCardForm />
      </section>
      <section aria-labelledby="accuracy-heading" className="flex flex-col gap-4">
        <h2 id="accuracy-heading" className="text-xl font-semibold">
          Estimate accuracy
        </h2>
        <EstimateAccuracy />
      </section>
    </div>
  );
}

export { AdminPricesPage as Component };
