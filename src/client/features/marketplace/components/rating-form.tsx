import { Star } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { ratingInputSchema, type ValidRatingInput } from '@shared/marketplace/quotes';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FieldError } from '@/components/form-field';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { useRateTrip } from '@/features/marketplace/api';

const SCORES = [1, 2, 3, 4, 5] as const;
const SCORE_ERROR_ID = 'rating-score-error';
const COMMENT_ID = 'rating-comment';

type RatingFormProps = {
  token: string;
  /** From the email's one-click link (`?rate=4`). */
  initialScore: number | null;
  onStale: () => void;
};

/** 1–5 stars as a radio group (arrow keys move, the stars show the choice) and a comment. */
export function RatingForm({ token, initialScore, onStale }: RatingFormProps) {
  // 0 stars is no choice yet: the schema asks for 1 to 5.
  const form = useSchemaForm(ratingInputSchema, {
    defaultValues: { score: initialScore ?? 0, comment: '' },
  });
  const rate = useRateTrip(token);
  const error = form.formState.errors.score?.message;

  async function submit(input: ValidRatingInput) {
    try {
      await rate.mutateAsync(input);
      toast.success('Thank you for your rating');
    } catch (failure) {
      applyServerErrors(form, failure);
      if (failure instanceof ApiError && failure.status === 409) onStale();
      toast.error(failure instanceof Error ? failure.message : 'Could not send your rating');
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <fieldset aria-describedby={error ? SCORE_ERROR_ID : undefined}>
        <legend className="mb-2 font-medium text-gray-900">How was your trip?</legend>
        <Controller
          control={form.control}
          name="score"
          render={({ field }) => (
            <div className="flex gap-1">
              {SCORES.map((value) => (
                <label key={value} className="cursor-pointer">
                  <input
                    // The first star takes the focus when the score is missing.
                    ref={value === 1 ? field.ref : undefined}
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    aria-invalid={error ? true : undefined}
                    onChange={() => field.onChange(value)}
                    className="peer sr-only"
                  />
                  <span className="block rounded-md p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700">
                    <Star
                      aria-hidden="true"
                      className={cn(
                        'size-8',
                        value <= field.value
                          ? 'fill-amber-400 text-amber-600'
                          : 'fill-none text-gray-500',
                      )}
                    />
                  </span>
                  <span className="sr-only">{value === 1 ? '1 star' : `${value} stars`}</span>
                </label>
              ))}
            </div>
          )}
        />
        {error ? <FieldError id={SCORE_ERROR_ID}>{error}</FieldError> : null}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={COMMENT_ID}>Comment (optional)</Label>
        <Textarea id={COMMENT_ID} rows={3} maxLength={2000} {...form.register('comment')} />
      </div>
      <Button type="submit" className="self-start" disabled={rate.isPending}>
        {rate.isPending ? 'Sending...' : 'Send rating'}
      </Button>
    </form>
  );
}
