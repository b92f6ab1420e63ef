import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { sanitizePeopleCount } from '@shared/leads/request-form';
import type { PriceEstimate } from '@shared/trips/rate-card';
import { ItineraryFields } from '@/features/leads/request/components/itinerary-fields';
import type { QuoteSectionProps } from '@/features/leads/request/components/section-props';
import { useTripPlan } from '@/features/leads/request/hooks/use-trip-plan';
import { buildItinerary, type ItineraryDraft } from '@/features/leads/request/itinerary-draft';

type ItinerarySectionProps = Pick<QuoteSectionProps, 'form' | 'content'> & {
  draft: ItineraryDraft;
  onDraftChange: (draft: ItineraryDraft) => void;
  /** Shown once a send was tried: what keeps the itinerary from going, or what the server refused. */
  problems: string[];
  /** Told the price range shown, or null when none is: the thank-you page repeats it. */
  onEstimateShown: (estimate: PriceEstimate | null) => void;
};

/**
 * The trip, planned as it is typed — the simple form's, or with the stops and days added: the
 * plan is asked for once the itinerary is complete and the group's size known
 * (docs/product.md#itinerary).
 */
export function ItinerarySection({
  form,
  content,
  draft,
  onDraftChange,
  problems,
  onEstimateShown,
}: ItinerarySectionProps) {
  const values = useWatch({ control: form.control });
  // The plain form is an itinerary too: one day, or two with the return.
  const built = buildItinerary(form.getValues(), draft, content);
  const people = Number(sanitizePeopleCount(values.number_of_people ?? '')) || null;
  const plan = useTripPlan(built.problems.length === 0 ? built.days : null, people);
  const estimate = plan?.estimate ?? null;
  useEffect(() => onEstimateShown(estimate), [estimate, onEstimateShown]);
  return <ItineraryFields draft={draft} onChange={onDraftChange} plan={plan} problems={problems} />;
}
