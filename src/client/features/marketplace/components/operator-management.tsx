import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Operator } from '@shared/marketplace/operators';
import { Button } from '@/components/ui/button';
import {
  operatorsQueryOptions,
  useDeleteOperator,
  useSetOperatorStatus,
  type OperatorFilters,
} from '@/features/marketplace/api';
import {
  ConfirmOperatorDialog,
  type OperatorConfirmation,
} from '@/features/marketplace/components/confirm-operator-dialog';
import { ApplicationQueue } from '@/features/marketplace/components/application-queue';
import { ChangeQueue } from '@/features/marketplace/components/change-queue';
import { OperatorFiltersBar } from '@/features/marketplace/components/operator-filters';
import {
  OperatorFormDialog,
  type OperatorDialogState,
} from '@/features/marketplace/components/operator-form-dialog';
import type { RenderPlaceInput } from '@/features/marketplace/components/operator-form-fields';
import { OperatorsTable } from '@/features/marketplace/components/operators-table';
import { operatorStatusLabels, pluralize } from '@/features/marketplace/format';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { LoadError } from '@/components/load-error';
import { ListSection } from '@/components/list-section';

const SEARCH_DEBOUNCE_MS = 300;

const failure = (error: unknown, fallback: string) =>
  error instanceof Error ? error.message : fallback;

/** /admin/operators: the bus companies that receive leads — add, edit, verify, suspend, delete. */
export function OperatorManagement({ renderPlaceInput }: { renderPlaceInput: RenderPlaceInput }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OperatorFilters['status']>('');
  const filters = { status, search: useDebouncedValue(search, SEARCH_DEBOUNCE_MS) };
  const list = useQuery(operatorsQueryOptions(filters));
  const setOperatorStatus = useSetOperatorStatus();
  const deleteOperator = useDeleteOperator();
  const [dialog, setDialog] = useState<OperatorDialogState>(null);
  const [confirmation, setConfirmation] = useState<OperatorConfirmation>(null);

  async function verify(operator: Operator) {
    try {
      await setOperatorStatus.mutateAsync({ id: operator.id, action: 'verify' });
      toast.success('Bus company verified');
    } catch (error) {
      toast.error(failure(error, 'Could not verify the bus company'));
    }
  }

  async function confirm({ action, operator }: NonNullable<OperatorConfirmation>) {
    try {
      if (action === 'suspend') {
        await setOperatorStatus.mutateAsync({ id: operator.id, action: 'suspend' });
        toast.success('Bus company suspended');
      } else {
        await deleteOperator.mutateAsync(operator.id);
        toast.success('Bus company deleted');
      }
      return true;
    } catch (error) {
      toast.error(failure(error, `Could not ${action} the bus company`));
      return false;
    }
  }

  const operators = list.data;
  const filtered = status !== '' || filters.search.trim() !== '';
  const statusWord = status ? `${operatorStatusLabels[status].toLowerCase()} ` : '';
  const emptyText = filtered
    ? `No ${statusWord}bus companies match`
    : 'No bus companies yet. Add the first one to start matching leads.';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">
          Verified companies with valid insurance receive matching leads and send quotes.
        </p>
        <Button type="button" onClick={() => setDialog({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          Add bus company
        </Button>
      </div>

      <ApplicationQueue />
      <ChangeQueue />

      <ListSection title="Bus companies">
        <OperatorFiltersBar
          search={search}
          status={status}
          onSearch={setSearch}
          onStatus={setStatus}
        />
        {list.isError && (
          <LoadError onRetry={() => void list.refetch()}>
            Failed to load bus companies: {list.error.message}
          </LoadError>
        )}
        <OperatorsTable
          operators={list.isError ? undefined : operators}
          loading={list.isPending}
          busy={list.isFetching}
          emptyText={emptyText}
          busyId={setOperatorStatus.isPending ? setOperatorStatus.variables.id : undefined}
          onEdit={(operator) => setDialog({ mode: 'edit', operator })}
          onVerify={(operator) => void verify(operator)}
          onSuspend={(operator) => setConfirmation({ action: 'suspend', operator })}
          onDelete={(operator) => setConfirmation({ action: 'delete', operator })}
        />
        <p role="status" className="text-sm text-muted-foreground">
          {list.isPending && <span className="sr-only">Loading bus companies...</span>}
          {operators &&
            !list.isError &&
            pluralize(operators.length, 'bus company', 'bus companies')}
        </p>
      </ListSection>

      <OperatorFormDialog
        state={dialog}
        renderPlaceInput={renderPlaceInput}
        onClose={() => setDialog(null)}
      />
      <ConfirmOperatorDialog
        confirmation={confirmation}
        pending={setOperatorStatus.isPending || deleteOperator.isPending}
        onConfirm={confirm}
        onClose={() => setConfirmation(null)}
      />
    </div>
  );
}
