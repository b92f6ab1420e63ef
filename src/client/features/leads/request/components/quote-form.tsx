import { Loader2Icon } from 'lucide-react';
import { useId } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { QuoteFormContent } from '@shared/content/quote-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { ContactFields } from '@/features/leads/request/components/contact-fields';
import { DEFAULT_VEHICLE_OPTIONS, GroupFields } from '@/features/leads/request/components/group-fields';
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
  apiFieldToFormField,
  emptyQuoteFormValues,
  findMissingFields,
  missingFieldsMessage,
  normalizeSlug,
  toLeadRequest,
  type QuoteFormField,
  type QuoteFormValues,
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

/** Each message on its field, and the first such field focused so keyboard users land on it. */
function showFieldErrors(
  form: UseFormReturn<QuoteFormValues>,
  errors: { field: QuoteFormField; message: string }[],
) {
  errors.forEach(({ field, message }, index) =>
    form.setError(field, { message }, { shouldFocus: index === 0 }),
  );
}

function serverFieldErrors(error: unknown) {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors()).flatMap(([apiField, messages]) => {
    const field = Object.hasOwn(apiFieldToFormField, apiField)
      ? apiFieldToFormField[apiField]
      : undefined;
    return field ? [{ field, message: messages[0] ?? error.message }] : [];
  });
}

/** Spec §2/§4/§5: the public quote request form, worded and switched by the page content. */
export function QuoteForm({
  content,
  slug,
  vehicleOptions = DEFAULT_VEHICLE_OPTIONS,
}: QuoteFormProps) {
  const uid = useId();
  const idFor = (field: QuoteFormField) => `${uid}-${field}`;
  const titleId = `${uid}-title`;
  const form = useForm<QuoteFormValues>({ defaultValues: emptyQuoteFormValues });
  const distance = useRouteDistance(form);
  const submission = useQuoteSubmission();
  const navigate = useNavigate();
  const from = normalizeSlug(slug);
  const { styling } = content;
  const sectionProps = { form, content, idFor };

  const onValid = (values: QuoteFormValues) => {
    const missing = findMissingFields(values, content);
    if (missing.length > 0) {
      toast.error('Missing Information', {
        description: missingFieldsMessage(missing.map(({ label }) => label)),
      });
      showFieldErrors(
        form,
        missing.map(({ field, label }) => ({ field, message: `${label} is required` })),
      );
      return;
    }
    const distanceKm = distance.route?.distance_km ?? null;
    submission.submit(toLeadRequest(values, content, { slug: from, distanceKm }), {
      onSuccess: () => {
        form.reset(emptyQuoteFormValues);
        distance.clear();
        void navigate(paths.thankYou(from));
      },
      onError: (error) => {
        toast.error('Submission Failed', { description: submissionFailedDescription(error) });
        showFieldErrors(form, serverFieldErrors(error));
      },
    });
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
          onSubmit={form.handleSubmit(onValid)}
          onFocusCapture={submission.markInteraction}
          onInputCapture={submission.markInteraction}
        >
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
                const { startLocation, endLocation } = form.getValues();
                // Spec §4: a shown distance follows the round trip (the server doubles the legs).
                if (distance.route && startLocation.trim() && endLocation.trim()) {
                  void distance.calculate(content.showReturnToPickup && isReturnTrip);
                }
              }}
            />
            <GroupFields {...sectionProps} vehicleOptions={vehicleOptions} />
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
