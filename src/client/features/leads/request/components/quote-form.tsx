import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { QuoteFormContent } from '@shared/content/quote-form';
import { DATE_INPUT_MESSAGE } from '@shared/dates';
import {
  emptyLeadRequestFormValues,
  isRoundTrip,
  LEAD_REQUEST_FORM_REQUIRED,
  leadRequestFormSchema,
  type LeadRequestFormBody,
  type LeadRequestFormValues,
} from '@shared/leads/request-form';
import type { PriceEstimate } from '@shared/trips/rate-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { applyServerErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { ContactFields } from '@/features/leads/request/components/contact-fields';
import {
  DEFAULT_VEHICLE_OPTIONS,
  GroupFields,
} from '@/features/leads/request/components/group-fields';
import { GroupNeedsFields } from '@/features/leads/request/components/group-needs-fields';
import { ItinerarySection } from '@/features/leads/request/components/itinerary-section';
import { LocationFields } from '@/features/leads/request/components/location-fields';
import { QuoteFormFooter } from '@/features/leads/request/components/quote-form-footer';
import { QuoteFormHeader } from '@/features/leads/request/components/quote-form-header';
import { ScheduleFields } from '@/features/leads/request/components/schedule-fields';
import {
  useQuoteSubmission,
  submissionFailedDescription,
} from '@/features/leads/request/hooks/use-quote-submission';
import { useRouteDistance } from '@/features/leads/request/hooks/use-route-distance';
import {
  buildItinerary,
  emptyItineraryDraft,
  isDraftEmpty,
  itineraryServerProblems,
} from '@/features/leads/request/itinerary-draft';
import { saveRequestSummary, toRequestSummary } from '@/features/leads/request/request-summary';
import {
  missingFieldsMessage,
  normalizeSlug,
  quoteFormRules,
  sentDistance,
  type QuoteFormField,
} from '@/features/leads/request/quote-form-values';

export type QuoteFormProps = {
  content: QuoteFormContent;
  /** The page the form is on ('/' for home, '/coach-hire-cork' for a landing page). */
  slug?: string;
  vehicleOptions?: string[];
};

/** Container queries: the form may sit in a narrow column beside the intro or span the page. */
function gridClass(columns: number): string {
  if (columns >= 3) return 'grid gap-4 grid-cols-1 @lg:grid-cols-2 @4xl:grid-cols-3';
  if (columns === 2) return 'grid gap-4 grid-cols-1 @lg:grid-cols-2';
  return 'grid gap-4 grid-cols-1';
}

/** docs/product.md#quote-form: the public quote request form, worded and switched by the page. */
export function QuoteForm({
  content,
  slug,
  vehicleOptions = DEFAULT_VEHICLE_OPTIONS,
}: QuoteFormProps) {
  const uid = useId();
  const idFor = (field: QuoteFormField) => `${uid}-${field}`;
  const titleId = `${uid}-title`;
  const rules = useMemo(() => quoteFormRules(content), [content]);
  const resolver = useMemo(() => zodResolver(leadRequestFormSchema(rules)), [rules]);
  const form = useForm<LeadRequestFormValues, unknown, LeadRequestFormBody>({
    resolver,
    defaultValues: emptyLeadRequestFormValues,
    // A message goes as soon as its field is edited and is judged again only on the next send;
    // the first missing field in the message's order takes the focus, not the first registered.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const distance = useRouteDistance(form);
  const submission = useQuoteSubmission();
  const navigate = useNavigate();
  const from = normalizeSlug(slug);
  const { styling } = content;
  const sectionProps = { form, content, idFor };
  const [draft, setDraft] = useState(emptyItineraryDraft);
  const [itineraryProblems, setItineraryProblems] = useState<string[]>([]);
  // The range the itinerary's note shows now: sent along to the thank-you page.
  const [shownEstimate, setShownEstimate] = useState<PriceEstimate | null>(null);
  const offersItinerary = content.showPickupLocation && content.showDropoffLocation;

  const onMissing = (errors: FieldErrors<LeadRequestFormValues>) => {
    const invalid = LEAD_REQUEST_FORM_REQUIRED.filter((field) => errors[field]);
    // A date that is there but unreadable says so on its field; only empty ones are "missing".
    const missing = invalid.filter((field) => errors[field]?.message !== DATE_INPUT_MESSAGE);
    const [first] = missing;
    if (!first) {
      if (invalid[0]) form.setFocus(invalid[0]);
      return;
    }
    toast.error('Missing Information', {
      description: missingFieldsMessage(missing.map((field) => rules.labels[field])),
    });
    form.setFocus(first);
  };

  const onValid = (body: LeadRequestFormBody) => {
    // Added stops and days go as the itinerary; without them the simple fields are the trip.
    const built =
      offersItinerary && !isDraftEmpty(draft)
        ? buildItinerary(form.getValues(), draft, content)
        : null;
    setItineraryProblems(built?.problems ?? []);
    if (built && built.problems.length > 0) {
      toast.error('Missing Information', { description: built.problems.join('. ') });
      return;
    }
    const distanceKm = built ? null : (distance.route?.distance_km ?? null);
    submission.submit(
      {
        ...body,
        distance: sentDistance(distanceKm),
        slug: from,
        ...(built ? { itinerary: built.days } : {}),
      },
      {
        onSuccess: (receipt) => {
          form.reset(emptyLeadRequestFormValues);
          setDraft(emptyItineraryDraft);
          distance.clear();
          // The form's toasts (a distance found, a field missing) belong to the form, not to the
          // thank-you page (docs/product.md#thank-you-page).
          toast.dismiss();
          saveRequestSummary(toRequestSummary(receipt, shownEstimate));
          void navigate(paths.thankYou(from));
        },
        onError: (error) => {
          toast.error('Submission Failed', { description: submissionFailedDescription(error) });
          applyServerErrors(form, error);
          setItineraryProblems(itineraryServerProblems(error));
        },
      },
    );
  };

  return (
    <Card
      className="@container gap-5 overflow-hidden py-0 pb-6"
      style={{
        background: styling.useGradient ? styling.backgroundGradient : styling.backgroundColor,
        color: styling.textColor,
      }}
    >
      <QuoteFormHeader content={content} titleId={titleId} />
      <CardContent>
        <form
          aria-labelledby={titleId}
          className="flex flex-col gap-6"
          onSubmit={form.handleSubmit(onValid, onMissing)}
          onFocusCapture={submission.markInteraction}
          onInputCapture={submission.markInteraction}
        >
          {/* docs/product.md#quote-form: the legend of the required marks. */}
          <p className="-mb-2 text-sm">
            Fields marked <span className="text-destructive">*</span> are required.
          </p>
          <div className={gridClass(content.layout.columns)}>
            <ContactFields {...sectionProps} />
          </div>
          <fieldset className={gridClass(content.layout.columns)}>
            <legend className="mb-3 text-lg font-semibold">
              {content.labels.journeyDetailsTitle}
            </legend>
            <LocationFields {...sectionProps} distance={distance} />
            <ScheduleFields
              {...sectionProps}
              onRoundTripChange={(isReturnTrip) => {
                const { pickup_location, dropoff_location } = form.getValues();
                // A shown distance follows the round trip (the server doubles the legs).
                if (distance.route && pickup_location.trim() && dropoff_location.trim()) {
                  void distance.calculate(isRoundTrip({ is_return_trip: isReturnTrip }, rules));
                }
              }}
            />
            {offersItinerary ? (
              <ItinerarySection
                form={form}
                content={content}
                draft={draft}
                onDraftChange={setDraft}
                problems={itineraryProblems}
                onEstimateShown={setShownEstimate}
              />
            ) : null}
            <GroupFields {...sectionProps} vehicleOptions={vehicleOptions} />
            <GroupNeedsFields form={form} idFor={sectionProps.idFor} />
          </fieldset>
          <QuoteFormFooter {...sectionProps}>
            <Button
              type="submit"
              size="lg"
              className="h-12 w-full text-base font-semibold"
              style={{
                backgroundColor: styling.submitButtonBgColor,
                color: styling.submitButtonTextColor,
              }}
              disabled={submission.isPending}
            >
              {submission.isPending ? (
                <>
                  <Loader2Icon aria-hidden="true" className="animate-spin" />
                  {content.labels.submittingText}
                </>
              ) : (
                content.labels.submitText
              )}
            </Button>
          </QuoteFormFooter>
        </form>
      </CardContent>
    </Card>
  );
}
