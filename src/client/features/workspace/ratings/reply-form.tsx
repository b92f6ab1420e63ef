import { toast } from 'sonner';
import {
  RATING_REPLY_MAX_LENGTH,
  type RatingReplyInput,
  ratingReplyInputSchema,
} from '@shared/workspace/ratings';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';
import { useReplyToRating } from '@/features/workspace/ratings/api';

export const REPLY_PUBLISHED = 'Your reply is published';

/** The company's one public reply to a rating (docs/product.md#workspace-ratings). */
export function ReplyForm({ ratingId, reference }: { ratingId: number; reference: string }) {
  const form = useSchemaForm(ratingReplyInputSchema, { defaultValues: { body: '' } });
  const publish = useReplyToRating(ratingId);
  const { errors } = form.formState;
  const fieldId = `rating-${ratingId}-reply`;

  async function submit(input: RatingReplyInput) {
    try {
      await publish.mutateAsync(input);
      toast.success(REPLY_PUBLISHED);
    } catch (error) {
      if (applyServerErrors(form, error).length > 0) return;
      const message = error instanceof Error ? error.message : 'Could not publish your reply';
      form.setError('root', { message });
      toast.error(message);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-3">
      <FormField
        id={fieldId}
        label={`Your public reply to ${reference}`}
        required
        error={errors.body?.message}
        hint={`Customers see it under this rating, with your company's name. You can reply once, in plain text of up to ${RATING_REPLY_MAX_LENGTH.toLocaleString('en-IE')} characters.`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={RATING_REPLY_MAX_LENGTH}
            {...form.register('body')}
          />
        )}
      </FormField>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={publish.isPending}>
        {publish.isPending ? 'Publishing...' : 'Publish reply'}
      </Button>
    </form>
  );
}
