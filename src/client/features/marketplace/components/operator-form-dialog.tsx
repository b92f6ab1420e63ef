import { useState } from 'react';
import { toast } from 'sonner';
import {
  operatorFormSchema,
  type Operator,
  type ValidOperatorInput,
} from '@shared/marketplace/operators';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveOperator } from '@/features/marketplace/api';
import {
  CompanyFields,
  NotesField,
  VatField,
  type RenderPlaceInput,
} from '@/features/marketplace/components/operator-form-fields';
import { ServiceFields } from '@/features/marketplace/components/service-fields';
import { OperatorHistory } from '@/features/marketplace/components/operator-history';
import { formatDateTime } from '@/features/marketplace/format';
import {
  emptyOperatorFormValues,
  operatorFormError,
  operatorToFormValues,
  pickChangedOperator,
} from '@/features/marketplace/operator-form';

export type OperatorDialogState = { mode: 'add' } | { mode: 'edit'; operator: Operator } | null;

type OperatorFormProps = {
  state: NonNullable<OperatorDialogState>;
  renderPlaceInput: RenderPlaceInput;
  onDone: () => void;
};

function OperatorForm({ state, renderPlaceInput, onDone }: OperatorFormProps) {
  const form = useSchemaForm(operatorFormSchema, {
    defaultValues:
      state.mode === 'edit' ? operatorToFormValues(state.operator) : emptyOperatorFormValues(),
    error: operatorFormError,
  });
  const save = useSaveOperator();

  async function submit(input: ValidOperatorInput) {
    const request =
      state.mode === 'add'
        ? { id: null, input }
        : { id: state.operator.id, input: pickChangedOperator(input, state.operator) };
    if (Object.keys(request.input).length === 0) return onDone();
    try {
      await save.mutateAsync(request);
      toast.success('Bus company saved');
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(error instanceof Error ? error.message : 'Could not save the bus company');
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <CompanyFields form={form} />
      <ServiceFields form={form} renderPlaceInput={renderPlaceInput} />
      <VatField form={form} />
      <NotesField form={form} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : state.mode === 'add' ? 'Add bus company' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function describe(state: NonNullable<OperatorDialogState>): string {
  if (state.mode === 'add') {
    return 'A new company starts as pending; verify it before it receives leads.';
  }
  const { operator } = state;
  if (operator.status === 'verified' && operator.verified_at) {
    const by = operator.verified_by_name ? ` by ${operator.verified_by_name}` : '';
    return `Verified${by} on ${formatDateTime(operator.verified_at)}.`;
  }
  return operator.status === 'suspended'
    ? 'Suspended: this company receives no leads.'
    : 'Pending verification: this company receives no leads yet.';
}

type OperatorFormDialogProps = {
  state: OperatorDialogState;
  renderPlaceInput: RenderPlaceInput;
  onClose: () => void;
};

/** Add / edit a bus company. The form mounts fresh each time the dialog opens. */
export function OperatorFormDialog({ state, renderPlaceInput, onClose }: OperatorFormDialogProps) {
  // Keep showing the last form while the dialog animates closed, instead of an empty shell.
  const [shown, setShown] = useState(state);
  if (state !== null && state !== shown) setShown(state);
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {shown?.mode === 'edit' ? `Edit ${shown.operator.company_name}` : 'Add bus company'}
          </DialogTitle>
          <DialogDescription>{shown ? describe(shown) : null}</DialogDescription>
        </DialogHeader>
        {shown?.mode === 'edit' && <OperatorHistory operatorId={shown.operator.id} />}
        {shown && (
          <OperatorForm
            key={shown.mode === 'edit' ? `edit-${shown.operator.id}` : 'add'}
            state={shown}
            renderPlaceInput={renderPlaceInput}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
