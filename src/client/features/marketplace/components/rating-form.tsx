import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ratingInputSchema } from '@shared/marketplace/marketplace';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useRateTrip } from '@/features/marketplace/api';
import { FieldError } from '@/components/form-field';
import { cn } from '@/lib/utils';

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
  const [score, setScore] = useState<number | null>(initialScore);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const rate = useRateTrip(token);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ratingInputSchema.safeParse({ score: score ?? 0, comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.querySelector<HTMLInputElement>('input[name="rating-score"]')?.focus();
      return;
    }
    try {
      await rate.mutateAsync(parsed.data);
      toast.success('Thank you for your rating');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) onStale();
      toast.error(failure instanceof Error ? failure.message : 'Could not send your rating');
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <fieldset aria-describedby={error ? SCORE_ERROR_ID : undefined}>
        <legend className="mb-2 font-medium text-gray-900">How was your trip?</legend>
        <div className="flex gap-1">
          {SCORES.map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="rating-score"
                value={value}
                checked={score === value}
                aria-invalid={error ? true : undefined}
                onChange={() => {
                  setScore(value);
                  setError(undefined);
                }}
                className="peer sr-only"
              />
              <span className="block rounded-md p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700">
                <Star
                  aria-hidden="true"
                  className={cn(
                    'size-8',
                    score !== null && value <= score
                      ? 'fill-amber-400 text-amber-600'
                      : 'fill-none text-gray-500',
                  )}
                />
              </span>
              <span className="sr-only">{value === 1 ? '1 star' : `${value} stars`}</span>
            </label>
          ))}
        </div>
        {error ? <FieldError id={SCORE_ERROR_ID}>{error}</FieldError> : null}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={COMMENT_ID}>Comment (optional)</Label>
        <Textarea
          id={COMMENT_ID}
          rows={3}
          value={comment}
          maxLength={2000}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <Button type="submit" className="self-start" disabled={rate.isPending}>
        {rate.isPending ? 'Sending...' : 'Send rating'}
      </Button>
    </form>
  );
}
