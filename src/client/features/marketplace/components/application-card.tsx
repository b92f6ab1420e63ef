import { toast } from 'sonner';
import type { HistoryEntry, PendingApplication } from '@shared/marketplace/applications';
import { AMENITY_LABELS } from '@shared/marketplace/operators';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDecideApplication } from '@/features/marketplace/applications-api';
import { ApplicationDecisionDialog } from '@/features/marketplace/components/application-decision-dialog';
import { ApplicationDocument } from '@/features/marketplace/components/application-document';
import { formatDateTime, formatTravelDate } from '@/features/marketplace/format';

/** Who did what and when, oldest first (docs/product.md#pending-applications). */
export function OperatorHistoryList({ entries }: { entries: HistoryEntry[] }) {
  return (
    <ol className="flex flex-col gap-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="text-muted-foreground">{formatDateTime(entry.created_at)}</span>{' '}
          {entry.action} by {entry.actor_name ?? 'the applicant'}
          {entry.detail ? `: ${entry.detail}` : ''}
        </li>
      ))}
    </ol>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** One pending application: the company's facts, its documents, its history and the decisions. */
export function ApplicationCard({ application }: { application: PendingApplication }) {
  const { operator } = application;
  const decide = useDecideApplication();
  const headingId = `application-${operator.id}`;

  async function approve() {
    try {
      await decide.mutateAsync({ id: operator.id, action: 'verify' });
      toast.success('Application approved');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not approve the application');
    }
  }

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {operator.company_name}
        </h3>
        {application.decision === 'info_requested' && (
          <Badge variant="outline">More information asked</Badge>
        )}
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact label="Contact">
          {operator.contact_name}, {operator.email}, {operator.phone}
        </Fact>
        <Fact label="Base">{operator.base_location}</Fact>
        <Fact label="Website">{operator.website ?? '—'}</Fact>
        <Fact label="Operator licence number">{operator.licence_number}</Fact>
        <Fact label="Insurance expires">
          {formatTravelDate(operator.insurance_expires_on)}
          {operator.insurance_expired ? ' (expired)' : ''}
        </Fact>
        <Fact label="Drivers Garda-vetted">{application.garda_vetted ? 'Yes' : 'No'}</Fact>
        <Fact label="Counties served">{operator.counties.join(', ')}</Fact>
        <Fact label="Fleet">
          {operator.fleet
            .map((vehicle) =>
              [
                `${vehicle.count} × ${vehicle.type}, ${vehicle.seats} seats`,
                ...vehicle.amenities.map((amenity) => AMENITY_LABELS[amenity]),
                vehicle.licence_expires_on
                  ? `licence to ${formatTravelDate(vehicle.licence_expires_on)}`
                  : null,
              ]
                .filter(Boolean)
                .join(', '),
            )
            .join('; ')}
        </Fact>
        <Fact label="Confirmed">{formatDateTime(application.confirmed_at)}</Fact>
      </dl>
      <div className="flex flex-col gap-2">
        {application.documents.map((document) => (
          <ApplicationDocument key={document.id} operatorId={operator.id} document={document} />
        ))}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium">History</summary>
        <div className="mt-2">
          <OperatorHistoryList entries={application.history} />
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={decide.isPending} onClick={() => void approve()}>
          {decide.isPending ? 'Approving...' : 'Approve'}
        </Button>
        <ApplicationDecisionDialog
          kind="request-info"
          operatorId={operator.id}
          companyName={operator.company_name}
        />
        <ApplicationDecisionDialog
          kind="reject"
          operatorId={operator.id}
          companyName={operator.company_name}
        />
      </div>
    </article>
  );
}
