import { useQuery } from '@tanstack/react-query';
import { operatorHistoryQueryOptions } from '@/features/marketplace/applications-api';
import { OperatorHistoryList } from '@/features/marketplace/components/application-card';

/** A company's history (applied, confirmed, approved...) in its edit dialog, when it has one. */
export function OperatorHistory({ operatorId }: { operatorId: number }) {
  const history = useQuery(operatorHistoryQueryOptions(operatorId));
  if (!history.data?.length) return null;
  return (
    <details className="rounded-lg border p-3">
      <summary className="cursor-pointer text-sm font-medium">History</summary>
      <div className="mt-2">
        <OperatorHistoryList entries={history.data} />
      </div>
    </details>
  );
}
