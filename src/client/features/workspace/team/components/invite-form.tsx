import { toast } from 'sonner';
import { inviteTeammateSchema, type InviteTeammate } from '@shared/workspace/team';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';
import { useInviteTeammate } from '@/features/workspace/team/api';

/** The owner invites a dispatcher: an email with a link to set a password. */
export function InviteForm() {
  const form = useSchemaForm(inviteTeammateSchema, { defaultValues: { name: '', email: '' } });
  const invite = useInviteTeammate();
  const { errors } = form.formState;

  async function submit(input: InviteTeammate) {
    try {
      const teammate = await invite.mutateAsync(input);
      toast.success(`Invitation sent to ${teammate.email}`);
      form.reset({ name: '', email: '' });
    } catch (error) {
      if (applyServerErrors(form, error).length === 0) {
        toast.error(error instanceof Error ? error.message : 'Could not send the invitation');
      }
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="team-invite"
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-4 rounded-xl border p-4"
    >
      <h2 id="team-invite" className="text-lg font-semibold">
        Invite a dispatcher
      </h2>
      <p className="text-sm text-muted-foreground">
        We email them a link to set their password. Dispatchers see and answer your company&apos;s
        requests, quotes and jobs, and keep the fleet and contact details up to date.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="team-name" label="Name" required error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField id="team-email" label="Email" required error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="off" {...form.register('email')} />
          )}
        </FormField>
      </div>
      <Button type="submit" className="self-start" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}
