import { useQuery } from '@tanstack/react-query';
import type { AccuracyRow } from '@shared/trips/rate-card';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { estimateAccuracyQuery } from '@/features/trips/rate-card-api';

const SOURCE_NAMES: Record<string, string> = {
  quotes: 'From similar quotes',
  rate_card: 'From the rate card',
};

const percent = (row: AccuracyRow) =>
  row.median_ape_percent === null ? '—' : `${row.median_ape_percent.toLocaleString('en-IE')} %`;

function AccuracyTable({ caption, rows }: { caption: string; rows: AccuracyRow[] }) {
  return (
    <Table scrollLabel={caption}>
      <TableCaption className="mb-2 text-left font-medium">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Band</TableHead>
          <TableHead className="text-right">Requests</TableHead>
          <TableHead className="text-right">Quotes</TableHead>
          <TableHead className="text-right">Median error</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.band}>
            <TableCell>{SOURCE_NAMES[row.band] ?? row.band}</TableCell>
            <TableCell className="text-right">{row.leads}</TableCell>
            <TableCell className="text-right">{row.quotes}</TableCell>
            <TableCell className="text-right">{percent(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Each estimate against the quotes its request received over the last 90 days: the median
 * absolute percentage error (docs/product.md#price-estimate).
 */
export function EstimateAccuracy() {
  const query = useQuery(estimateAccuracyQuery());
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        Could not load the accuracy report.
      </LoadError>
    );
  }
  if (!query.data) return <Spinner>Loading...</Spinner>;
  const { overall, by_source, by_distance_band, by_group_band } = query.data;
  if (overall.quotes === 0) {
    return (
      <p className="text-muted-foreground">
        No quotes yet for requests estimated in the last 90 days: the report fills in as companies
        quote.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p>
        Over the last 90 days the estimate was {percent(overall)} from the quote (median), over{' '}
        {overall.quotes} quotes for {overall.leads} requests.
      </p>
      <div className="grid gap-6 overflow-x-auto lg:grid-cols-3">
        <AccuracyTable caption="By source" rows={by_source} />
        <AccuracyTable caption="By distance" rows={by_distance_band} />
        <AccuracyTable caption="By group size" rows={by_group_band} />
      </div>
    </div>
  );
}
