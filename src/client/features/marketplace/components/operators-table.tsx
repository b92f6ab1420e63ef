import { BadgeCheck, Ban, Pencil, Star, Trash2 } from 'lucide-react';
import { COUNTIES, type Operator } from '@shared/marketplace/operators';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import {
  InsuranceExpiredBadge,
  OperatorStatusBadge,
} from '@/features/marketplace/components/operator-badges';
import {
  describeRating,
  formatTravelDate,
  formatDateTime,
  namesCounty,
} from '@/features/marketplace/format';
import { IconAction } from '@/components/icon-action';
import { NoticeRow, SkeletonRows, STICKY_ACTIONS } from '@/components/table-rows';

const COLUMNS = [
  'Company',
  'Base',
  'Counties',
  'Max seats',
  'Status',
  'Insurance',
  'Rating',
  'Actions',
];
const SKELETON_ROWS = 4;

export type OperatorRowActions = {
  onEdit: (operator: Operator) => void;
  onVerify: (operator: Operator) => void;
  onSuspend: (operator: Operator) => void;
  onDelete: (operator: Operator) => void;
  /** The company whose verify or suspend is on its way, if any. */
  busyId: number | undefined;
};

export function maxSeats(operator: Operator): number {
  return operator.fleet.reduce((most, vehicle) => Math.max(most, vehicle.seats), 0);
}

function countiesText(count: number): string {
  return count === COUNTIES.length ? `All ${count}` : String(count);
}

function OperatorRow({ operator, ...actions }: { operator: Operator } & OperatorRowActions) {
  const name = operator.company_name;
  const busy = actions.busyId === operator.id;
  return (
    <TableRow>
      <TableCell>
        <div className="flex flex-col">
          <span className="font-medium">{name}</span>
          <span className="text-muted-foreground">{operator.contact_name}</span>
          <span className="text-xs text-muted-foreground">{operator.email}</span>
        </div>
      </TableCell>
      <TableCell>
        <div className="flex flex-col">
          <span>{operator.base_location}</span>
          {!namesCounty(operator.base_location, operator.base_county) && (
            <span className="text-xs text-muted-foreground">Co. {operator.base_county}</span>
          )}
        </div>
      </TableCell>
      <TableCell className="tabular-nums" title={operator.counties.join(', ')}>
        {countiesText(operator.counties.length)}
      </TableCell>
      <TableCell className="tabular-nums">{maxSeats(operator)}</TableCell>
      <TableCell>
        <div className="flex flex-col gap-1">
          <OperatorStatusBadge status={operator.status} />
          {operator.status === 'verified' && operator.verified_at && (
            <span className="text-xs text-muted-foreground">
              {operator.verified_by_name ? `by ${operator.verified_by_name}, ` : ''}
              <time dateTime={operator.verified_at}>{formatDateTime(operator.verified_at)}</time>
            </span>
          )}
        </div>
      </TableCell>
      <TableCell>
        <div className="flex flex-col gap-1">
          <time
            dateTime={operator.insurance_expires_on}
            className={operator.insurance_expired ? 'font-medium text-red-800' : undefined}
          >
            {formatTravelDate(operator.insurance_expires_on)}
          </time>
          {operator.insurance_expired && <InsuranceExpiredBadge />}
        </div>
      </TableCell>
      <TableCell>
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          {operator.rating !== null && (
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-600" />
          )}
          {describeRating(operator.rating, operator.rating_count)}
        </span>
      </TableCell>
      <TableCell className={STICKY_ACTIONS}>
        <div className="flex flex-wrap items-center gap-1">
          {operator.status !== 'verified' && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`Verify ${name}`}
              disabled={busy}
              onClick={() => actions.onVerify(operator)}
            >
              <BadgeCheck aria-hidden="true" />
              Verify
            </Button>
          )}
          {operator.status !== 'suspended' && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`Suspend ${name}`}
              disabled={busy}
              onClick={() => actions.onSuspend(operator)}
            >
              <Ban aria-hidden="true" />
              Suspend
            </Button>
          )}
          <IconAction
            label={`Edit ${name}`}
            icon={<Pencil />}
            onClick={() => actions.onEdit(operator)}
          />
          <IconAction
            label={`Delete ${name}`}
            icon={<Trash2 />}
            onClick={() => actions.onDelete(operator)}
          />
        </div>
      </TableCell>
    </TableRow>
  );
}

type OperatorsTableProps = OperatorRowActions & {
  /** Undefined while the first list loads (or when it failed). */
  operators: Operator[] | undefined;
  loading: boolean;
  busy: boolean;
  emptyText: string;
};

/** Every bus company the filters match, with its standing and what can be done with it. */
export function OperatorsTable({
  operators,
  loading,
  busy,
  emptyText,
  ...actions
}: OperatorsTableProps) {
  return (
    <Table aria-label="Bus companies" aria-busy={loading || busy}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} className={column === 'Actions' ? STICKY_ACTIONS : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && <SkeletonRows columns={COLUMNS} rows={SKELETON_ROWS} />}
        {operators?.length === 0 && <NoticeRow columns={COLUMNS.length}>{emptyText}</NoticeRow>}
        {operators?.map((operator) => (
          <OperatorRow key={operator.id} operator={operator} {...actions} />
        ))}
      </TableBody>
    </Table>
  );
}
