import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '@shared/dates';
import { COMPANY_ROLE_LABELS, type Team, type Teammate } from '@shared/workspace/team';
import { ConfirmDialog, DELETE_WORDS } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  teamQueryOptions,
  useRemoveTeammate,
  useResendInvitation,
} from '@/features/workspace/team/api';
import { InviteForm } from '@/features/workspace/team/components/invite-form';

function lastSeen(teammate: Teammate): string {
  if (teammate.status === 'pending') return 'Invited, has not set a password yet';
  return teammate.last_login_at
    ? `Last signed in ${formatDateTime(teammate.last_login_at)}`
    : 'Has not signed in yet';
}

type MemberProps = { teammate: Teammate; team: Team; onRemove: (teammate: Teammate) => void };

/** For someone whose invitation email was lost or whose link ran out. */
function ResendButton({ teammate }: { teammate: Teammate }) {
  const resend = useResendInvitation();
  async function send() {
    try {
      await resend.mutateAsync(teammate.id);
      toast.success(`Invitation sent to ${teammate.email}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not send the invitation');
    }
  }
  return (
    <Button
      type="button"
      variant="outline"
      aria-label={`Send the invitation to ${teammate.name} again`}
      disabled={resend.isPending}
      onClick={() => void send()}
    >
      {resend.isPending ? 'Sending...' : 'Send again'}
    </Button>
  );
}

function Member({ teammate, team, onRemove }: MemberProps) {
  const isYou = teammate.id === team.your_id;
  const isOwner = team.your_role === 'owner';
  const canRemove = isOwner && !isYou && teammate.company_role !== 'owner';
  const canResend = isOwner && teammate.status === 'pending';
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{teammate.name}</span>
          {isYou && <span className="text-sm font-normal text-muted-foreground">(you)</span>}
          <Badge variant="outline">{COMPANY_ROLE_LABELS[teammate.company_role]}</Badge>
          {teammate.status === 'pending' && <Badge variant="secondary">Invited</Badge>}
        </p>
        <p className="text-sm break-all text-muted-foreground">{teammate.email}</p>
        <p className="text-sm text-muted-foreground">{lastSeen(teammate)}</p>
      </div>
      {(canResend || canRemove) && (
        <div className="flex flex-wrap gap-2 self-start sm:self-center">
          {canResend && <ResendButton teammate={teammate} />}
          {canRemove && (
            <Button
              type="button"
              variant="outline"
              aria-label={`Remove ${teammate.name}`}
              onClick={() => onRemove(teammate)}
            >
              Remove
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** /operator/team: who works in the company's workspace (docs/product.md#team). */
export function TeamPage() {
  const team = useQuery(teamQueryOptions());
  const remove = useRemoveTeammate();
  const [removing, setRemoving] = useState<Teammate | null>(null);

  async function confirmRemove(teammate: Teammate) {
    try {
      await remove.mutateAsync(teammate.id);
      toast.success(`${teammate.name} removed`);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not remove the teammate');
      return false;
    }
  }

  if (team.isPending) return <Spinner>Loading your team...</Spinner>;
  if (team.isError) {
    return (
      <LoadError onRetry={() => void team.refetch()}>
        Could not load your team: {team.error.message}
      </LoadError>
    );
  }
  const data = team.data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section aria-labelledby="team-members" className="flex flex-col gap-3">
        <h2 id="team-members" className="text-lg font-semibold">
          People in your company
        </h2>
        <ul className="flex flex-col gap-2">
          {data.data.map((teammate) => (
            <Member key={teammate.id} teammate={teammate} team={data} onRemove={setRemoving} />
          ))}
        </ul>
        {data.your_role === 'dispatcher' && (
          <p className="text-sm text-muted-foreground">
            Only your company&apos;s owner can invite or remove people.
          </p>
        )}
      </section>
      {data.your_role === 'owner' && <InviteForm />}
      <ConfirmDialog
        subject={removing}
        words={(teammate) => ({
          title: `Remove ${teammate.name}?`,
          description: `${teammate.name} (${teammate.email}) can no longer sign in to your company's workspace. This takes effect at once.`,
          ...DELETE_WORDS,
          confirm: 'Remove',
          pending: 'Removing...',
        })}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
