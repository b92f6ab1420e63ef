import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type MyLinkRequest, myLinkRequestSchema } from '@shared/privacy/my-requests';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/form-errors';
import { requestMyLink } from '@/features/privacy/api';

/**
 * `/my`: the address the requests were made with; the answer is the server's "check your inbox",
 * the same whether or not the address is known (docs/product.md#my-requests-and-privacy).
 */
export function MyLinkForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<MyLinkRequest>({
    resolver: zodResolver(myLinkRequestSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting, errors } = form.formState;

  async function onValid(body: MyLinkRequest) {
    try {
      setAnswer(await requestMyLink(body));
    } catch (error) {
      if (applyServerErrors(form, error).length > 0) return;
      toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
    }
  }

  if (answer) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl bg-blue-50 p-5 text-blue-950">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-bold">Check your inbox</h2>
          <p>{answer}</p>
        </div>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-5">
      <FormField
        id="my-email"
        label="Email"
        error={errors.email?.message}
        required
        showRequiredMark={false}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="self-start">
        {isSubmitting ? 'Sending...' : 'Email me a link'}
      </Button>
    </form>
  );
}
