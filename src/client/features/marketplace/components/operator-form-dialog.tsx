import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Operator } from '@shared/marketplace/marketplace';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useSaveOperator } from '@/features/marketplace/api';
import {
  CountyCheckboxes,
  FIRST_COUNTY_ID,
} from '@/features/marketplace/components/county-checkboxes';
import { ADD_VEHICLE_ID, FleetFields } from '@/features/marketplace/components/fleet-fields';
import {
  BaseLocationField,
  CompanyFields,
  NotesField,
  type RenderPlaceInput,
} from '@/features/marketplace/components/operator-form-fields';
import { formatDateTime } from '@/features/marketplace/format';
import {
  clientErrors,
  emptyOperatorFormValues,
  fieldId,
  operatorToFormValues,
  parseOperatorForm,
  pickChangedOperator,
  serverErrors,
  type OperatorFormValues,
} from '@/features/marketplace/operator-form';
import { dropErrors, focusFirstError, type FieldErrors } from '@/features/marketplace/field-errors';

export type OperatorDialogState = { mode: 'add' } | { mode: 'edit'; operator: Operator } | null;

/** The control to focus for an error: checkbox lists and the fleet have no single input. */
function focusTargetId(field: string): string {
  if (field === 'counties') return FIRST_COUNTY_ID;
  if (field === 'fleet') return ADD_VEHICLE_ID;
  return fieldId(field);
}

type OperatorFormProps = {
  state: NonNullable<OperatorDialogState>;
  renderPlaceInput: RenderPlaceInput;
  onDone: () => void;
};

function OperatorForm({ state, renderPlaceInput, onDone }: OperatorFormProps) {
  const form = useForm<OperatorFormValues>({
    defaultValues:
      state.mode === 'edit' ? operatorToFormValues(state.operator) : emptyOperatorFormValues,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveOperator();

  // A field's own message, or (for 'fleet') every message inside it, goes once it is edited.
  const clearError = (field: string) => setErrors((current) => dropErrors(current, field));

  function showErrors(next: FieldErrors) {
    setErrors(next);
    focusFirstError(next, focusTargetId);
  }

  async function submit(values: OperatorFormValues) {
    const parsed = parseOperatorForm(values);
    if (!parsed.success) return showErrors(clientErrors(values, parsed.error));
    setErrors({});
    const request =
      state.mode === 'add'
        ? { id: null, input: parsed.data }
        : { id: state.operator.id, input: pickChangedOperator(parsed.data, state.operator) };
    if (Object.keys(request.input).length === 0) return onDone();
    try {
      await save.mutateAsync(request);
      toast.success('Bus company saved');
      onDone();
    } catch (error) {
      if (error instanceof ApiError) showErrors(serverErrors(error.fieldErrors()));
      toast.error(error instanceof Error ? error.message : 'Could not save the bus company');
    }
  }

  const sectionProps = { form, errors, clearError };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <CompanyFields {...sectionProps} />
      <BaseLocationField {...sectionProps} renderPlaceInput={renderPlaceInput} />
      <Controller
        control={form.control}
        name="counties"
        render={({ field }) => (
          <CountyCheckboxes
            value={field.value}
            error={errors.counties}
            onChange={(counties) => {
              field.onChange(counties);
              clearError('counties');
            }}
          />
        )}
      />
      <FleetFields {...sectionProps} />
      <NotesField {...sectionProps} />
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
