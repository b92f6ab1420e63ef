import { formatDate, formatDateTime } from '@shared/dates';
import { DOCUMENT_LABELS } from '@shared/marketplace/applications';
import {
  RECHECK_FIELDS,
  RECHECK_LABELS,
  type CompanyChange,
} from '@shared/marketplace/operator-changes';
import type { CompanyProfile } from '@shared/workspace/profile';
import { Badge } from '@/components/ui/badge';

/** "Company name: New name", "New insurance certificate": what a change asks for. */
function changeLines(change: CompanyChange): string[] {
  return [
    ...RECHECK_FIELDS.flatMap((field) => {
      const value = change.changes[field];
      if (value === undefined) return [];
      return [
        `${RECHECK_LABELS[field]}: ${field === 'insurance_expires_on' ? formatDate(value) : value}`,
      ];
    }),
    ...change.documents.map(
      (document) => `New ${DOCUMENT_LABELS[document.kind].toLowerCase()} (${document.file_name})`,
    ),
  ];
}

/**
 * Where the company's change to checked details stands (docs/product.md#profile): waiting, or
 * the last decision with its reason.
 */
export function ChangeStatus({ profile }: { profile: CompanyProfile }) {
  const { pending_change: pending, last_decision: last } = profile;
  if (pending) {
    return (
      <section
        aria-labelledby="profile-pending"
        className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="profile-pending" className="font-semibold">
            Changes waiting for review
          </h2>
          <Badge variant="outline">Pending review</Badge>
        </div>
        <p className="text-sm">
          Sent {formatDateTime(pending.requested_at)}
          {pending.requested_by_name ? ` by ${pending.requested_by_name}` : ''}. Our team checks
          these before they count; until then your company is matched on its current details.
        </p>
        <ul className="list-disc pl-5 text-sm">
          {changeLines(pending).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    );
  }
  if (!last?.decided_at) return null;
  return last.status === 'rejected' ? (
    <p role="note" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      Your change of {formatDateTime(last.requested_at)} was not approved: {last.reason}. Your
      current details stay as they are; you can send the change again.
    </p>
  ) : (
    <p role="note" className="rounded-xl border p-4 text-sm text-muted-foreground">
      Your last change was approved on {formatDateTime(last.decided_at)}.
    </p>
  );
}
