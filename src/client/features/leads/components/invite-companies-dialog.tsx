import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Candidate, InviteCompaniesResult } from '@shared/marketplace/invitations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/utils';
import { leadCandidatesQueryOptions, useInviteCompanies } from '@/features/leads/invitations-api';

const companies = (count: number) => `${count} ${count === 1 ? 'company' : 'companies'}`;

/** What the toast says after an invitation (docs/product.md#inviting-companies-by-hand). */
export function invitedMessage(result: InviteCompaniesResult): { title: string; skipped?: string } {
  const skipped =
    result.already_invited.length > 0
      ? `Already invited: ${result.already_invited.map((company) => company.company_name).join(', ')}`
      : undefined;
  return {
    title:
      result.invited.length > 0
        ? `${companies(result.invited.length)} invited`
        : 'Nobody new was invited',
    skipped,
  };
}

function verdictOf(candidate: Candidate) {
  if (candidate.matches) return { label: 'Matches', className: 'bg-green-100 text-green-900' };
  if (candidate.can_invite) {
    return { label: 'Outside the rules', className: 'bg-amber-100 text-amber-900' };
  }
  return { label: 'Cannot be invited', className: 'bg-slate-200 text-slate-800' };
}

type CandidateItemProps = {
  candidate: Candidate;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function CandidateItem({ candidate, checked, onCheckedChange }: CandidateItemProps) {
  const id = `invite-company-${candidate.operator_id}`;
  const verdict = verdictOf(candidate);
  return (
    <li className="flex items-start gap-3 border-b py-2 last:border-b-0">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        disabled={!candidate.can_invite}
        aria-describedby={`${id}-reason`}
        onCheckedChange={(state) => onCheckedChange(state === true)}
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <Label
            htmlFor={id}
            className={cn('font-medium', !candidate.can_invite && 'text-muted-foreground')}
          >
            {candidate.company_name}
          </Label>
          <Badge variant="outline" className={cn('border-transparent', verdict.className)}>
            {verdict.label}
          </Badge>
        </div>
        <p id={`${id}-reason`} className="text-sm text-muted-foreground">
          {candidate.base_location} · {candidate.reason}
        </p>
      </div>
    </li>
  );
}

function CandidateList({
  leadId,
  chosen,
  onToggle,
}: {
  leadId: number;
  chosen: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
}) {
  const query = useQuery(leadCandidatesQueryOptions(leadId));
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        Failed to load bus companies: {query.error.message}
      </LoadError>
    );
  }
  if (!query.data) return <Spinner className="py-6">Loading bus companies...</Spinner>;
  const { candidates, pickup_county: county } = query.data;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        {county ? `Pick-up county: ${county}.` : 'The pick-up county was not recognised.'}
      </p>
      {candidates.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">No bus companies have been added yet.</p>
      ) : (
        <ul aria-label="Bus companies" className="max-h-[55vh] overflow-y-auto pr-1">
          {candidates.map((candidate) => (
            <CandidateItem
              key={candidate.operator_id}
              candidate={candidate}
              checked={chosen.has(candidate.operator_id)}
              onCheckedChange={(on) => onToggle(candidate.operator_id, on)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

type InviteCompaniesDialogProps = { leadId: number; open: boolean; onClose: () => void };

/**
 * The companies staff may invite to a lead, each with why it matches or why not; the ones that
 * cannot be invited are shown but their boxes are disabled.
 */
export function InviteCompaniesDialog({ leadId, open, onClose }: InviteCompaniesDialogProps) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const invite = useInviteCompanies(leadId);

  function toggle(id: number, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  }

  function close() {
    setChosen(new Set());
    onClose();
  }

  async function submit() {
    try {
      const { title, skipped } = invitedMessage(await invite.mutateAsync([...chosen]));
      toast.success(title, { description: skipped });
      close();
    } catch (error) {
      toast.error('Could not invite the companies', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Invite companies</DialogTitle>
          <DialogDescription>
            Companies that match this request come first. You may also invite one outside its area
            or too small for the group, on purpose.
          </DialogDescription>
        </DialogHeader>
        {open && <CandidateList leadId={leadId} chosen={chosen} onToggle={toggle} />}
        <DialogFooter className="items-center gap-2 sm:justify-between">
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {chosen.size} selected
          </span>
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={chosen.size === 0 || invite.isPending}
              onClick={() => void submit()}
            >
              {invite.isPending ? 'Inviting...' : 'Invite selected'}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
