import type { ReactNode } from 'react';
import { formatDaysAgo } from '@shared/dates';
import type { StaffLead } from '@shared/leads/management';
import { Checkbox } from '@/components/ui/checkbox';
import { TableCell, TableRow } from '@/components/ui/table';
import { STICKY_ACTIONS } from '@/components/table-rows';
import {
  AnonymisedBadge,
  DuplicateBadge,
  LeadStatusBadge,
} from '@/features/leads/components/lead-badges';
import { formatDateTime, formatDistance, formatTravelDate } from '@/features/leads/format';

type LeadRowProps = {
  lead: StaffLead;
  now: Date;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  actions: ReactNode;
};

/** One lead in the table: who, where, when, how many, and where it stands. */
export function LeadRow({ lead, now, selected, onSelect, actions }: LeadRowProps) {
  return (
    <TableRow data-state={selected ? 'selected' : undefined}>
      <TableCell>
        <Checkbox
          aria-label={`Select ${lead.full_name}`}
          checked={selected}
          onCheckedChange={(checked) => onSelect(checked === true)}
        />
      </TableCell>
      <TableCell>
        <div className="flex flex-col items-start">
          <span className="font-medium">{lead.full_name}</span>
          <span className="text-muted-foreground">{lead.email}</span>
          <span className="font-mono text-xs text-muted-foreground">{lead.reference}</span>
          {lead.duplicate_of_reference && (
            <DuplicateBadge reference={lead.duplicate_of_reference} />
          )}
          {lead.anonymised_at && <AnonymisedBadge />}
        </div>
      </TableCell>
      <TableCell className="max-w-64 min-w-40 whitespace-normal">
        <span>{lead.pickup_location}</span>
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> to </span>
        <span>{lead.dropoff_location}</span>
        {lead.is_return_trip && (
          <span className="block text-xs text-muted-foreground">Round trip</span>
        )}
      </TableCell>
      <TableCell>
        <time dateTime={lead.date_of_travel}>{formatTravelDate(lead.date_of_travel)}</time>
        <span className="block text-xs text-muted-foreground">{lead.pickup_time}</span>
      </TableCell>
      <TableCell>{lead.group_type}</TableCell>
      <TableCell className="text-right tabular-nums">{lead.number_of_people}</TableCell>
      <TableCell className="text-right tabular-nums">{formatDistance(lead.distance)}</TableCell>
      <TableCell>
        <LeadStatusBadge status={lead.status} />
      </TableCell>
      <TableCell>
        {lead.assigned_to_name ?? <span className="text-muted-foreground">Unassigned</span>}
      </TableCell>
      <TableCell>
        <time dateTime={lead.created_at} title={formatDateTime(lead.created_at)}>
          {formatDaysAgo(lead.created_at, now)}
        </time>
      </TableCell>
      <TableCell className={STICKY_ACTIONS}>
        <div className="flex gap-1">{actions}</div>
      </TableCell>
    </TableRow>
  );
}
