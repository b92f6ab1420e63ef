import { toast } from 'sonner';
import {
  RECHECK_FIELDS,
  RECHECK_LABELS,
  type PendingChange,
  type RecheckField,
} from '@shared/marketplace/operator-changes';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useDecideChange } from '@/features/marketplace/changes-api';
import { ApplicationDocument } from '@/features/marketplace/components/application-document';
import { ReasonDialog } from '@/features/marketplace/components/reason-dialog';
import { formatDateTime, formatTravelDate } from '@/features/marketplace/format';

const shown = (field: RecheckField, value: string) =>
  field === 'insurance_expires_on' ? formatTravelDate(value) : value;

const failure = (error: unknown, fallback: string) =>
  error instanceof Error ? error.message : fallback;

/** One company's change: now and requested side by side, new documents, approve or reject. */
export function ChangeCard({ item }: { item: PendingChange }) {
  const { operator, change } = item;
  const decide = useDecideChange();
  const headingId = `change-${change.id}`;
  const fields = RECHECK_FIELDS.filter((field) => change.changes[field] !== undefined);

  async function approve() {
    try {
      await decide.mutateAsync({ id: change.id, version: change.version, action: 'approve' });
      toast.success('Change approved');
    } catch (error) {
      toast.error(failure(error, 'Could not approve the change'));
    }
  }

  async function reject(reason: string) {
    try {
      await decide.mutateAsync({
        id: change.id,
        version: change.version,
        action: 'reject',
        reason,
      });
      toast.success('Change rejected');
      return { sent: true as const };
    } catch (error) {
      toast.error(failure(error, 'Could not reject the change'));
      const message = error instanceof ApiError ? error.fieldErrors().reason?.[0] : undefined;
      return { sent: false as const, message };
    }
  }

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border p-4">
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {operator.company_name}
        </h3>
        <p className="text-sm text-muted-foreground">
          Asked {formatDateTime(change.requested_at)}
          {change.requested_by_name ? ` by ${change.requested_by_name}` : ''}. Until approved, the
          company is matched on its current details.
        </p>
      </div>
      {fields.length > 0 && (
        <dl className="grid gap-3 sm:grid-cols-3">
          {fields.map((field) => (
            <div key={field}>
              <dt className="text-xs text-muted-foreground">{RECHECK_LABELS[field]}</dt>
              <dd className="text-sm break-words">
                <span className="block">Now: {shown(field, operator[field])}</span>
                <span className="block font-medium">
                  Requested: {shown(field, change.changes[field]!)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {change.documents.length > 0 && (
        <div className="flex flex-col gap-2">
          {change.documents.map((document) => (
            <ApplicationDocument key={document.id} operatorId={operator.id} document={document} />
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={decide.isPending} onClick={() => void approve()}>
          {decide.isPending ? 'Saving...' : 'Approve change'}
        </Button>
        <ReasonDialog
          id={`change-reject-${change.id}`}
          words={{
            trigger: 'Reject change',
            title: 'Reject change',
            label: 'Reason',
            send: 'Reject change',
            hint: 'Emailed to the company as written; its current details stay.',
          }}
          description={operator.company_name}
          destructive
          pending={decide.isPending}
          onSend={reject}
        />
      </div>
    </article>
  );
}
