import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { User } from '@shared/users/users';
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
import { useCreateUser, useUpdateUser } from '@/features/users/api';
import { UserFormFields } from '@/features/users/components/user-form-fields';
import {
  parseCreateForm,
  parseEditForm,
  emptyUserFormValues,
  hasBlankRequiredField,
  pickChanged,
  userFormFields,
  userToFormValues,
  type UserFormField,
  type UserFormValues,
} from '@/features/users/user-form';

export type UserDialogState = { mode: 'add' } | { mode: 'edit'; user: User } | null;

function isFormField(key: PropertyKey): key is UserFormField {
  return userFormFields.some((field) => field === key);
}

/** Puts each message on its field and focuses the first one, so keyboard users land on it. */
function showFieldErrors(
  form: UseFormReturn<UserFormValues>,
  errors: { field: PropertyKey; message: string }[],
) {
  let first = true;
  for (const { field, message } of errors) {
    if (!isFormField(field) || form.getFieldState(field).error) continue;
    form.setError(field, { message }, { shouldFocus: first });
    first = false;
  }
}

function issuesToErrors(error: z.ZodError) {
  return error.issues.map((issue) => ({ field: issue.path[0] ?? '', message: issue.message }));
}

function serverErrors(error: unknown) {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors()).map(([field, messages]) => ({
    field,
    message: messages[0] ?? error.message,
  }));
}

const submitLabels = {
  add: { idle: 'Add User', pending: 'Adding...' },
  edit: { idle: 'Save Changes', pending: 'Saving...' },
} as const;

type UserFormProps = { state: NonNullable<UserDialogState>; onDone: () => void };

function UserForm({ state, onDone }: UserFormProps) {
  const mode = state.mode;
  const form = useForm<UserFormValues>({
    defaultValues: state.mode === 'edit' ? userToFormValues(state.user) : emptyUserFormValues,
  });
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const pending = createUser.isPending || updateUser.isPending;

  function reportFailure(title: string, error: unknown) {
    showFieldErrors(form, serverErrors(error));
    const description = error instanceof Error ? error.message : undefined;
    toast.error(title, { description });
  }

  /** Client-side problems: on their fields, plus the spec's toast when a required one is blank. */
  function rejectInput(values: UserFormValues, error: z.ZodError | undefined): boolean {
    const blank = hasBlankRequiredField(values, mode);
    if (error) showFieldErrors(form, issuesToErrors(error));
    if (blank) toast.error('Please fill in required fields');
    return blank || error !== undefined;
  }

  async function add(values: UserFormValues) {
    const result = parseCreateForm(values);
    if (rejectInput(values, result.error) || !result.success) return;
    try {
      await createUser.mutateAsync(result.data);
      toast.success('User added successfully');
      onDone();
    } catch (error) {
      reportFailure('Failed to add user', error);
    }
  }

  async function edit(user: User, values: UserFormValues) {
    const result = parseEditForm(values);
    if (rejectInput(values, result.error) || !result.success) return;
    const changes = pickChanged(result.data, values, userToFormValues(user));
    if (Object.keys(changes).length === 0) return onDone();
    try {
      await updateUser.mutateAsync({ id: user.id, changes });
      toast.success('User updated successfully');
      onDone();
    } catch (error) {
      reportFailure('Failed to update user', error);
    }
  }

  function submit(values: UserFormValues) {
    form.clearErrors();
    return state.mode === 'add' ? add(values) : edit(state.user, values);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <UserFormFields form={form} mode={mode} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {submitLabels[mode][pending ? 'pending' : 'idle']}
        </Button>
      </DialogFooter>
    </form>
  );
}

function formKey(state: NonNullable<UserDialogState>): string {
  return state.mode === 'edit' ? `edit-${state.user.id}` : 'add';
}

type UserFormDialogProps = { state: UserDialogState; onClose: () => void };

/** Add User / Edit User (spec §2). The form mounts fresh each time the dialog opens. */
export function UserFormDialog({ state, onClose }: UserFormDialogProps) {
  // Keep showing the last form while the dialog animates closed, instead of an empty shell.
  const [shown, setShown] = useState(state);
  if (state !== null && state !== shown) setShown(state);
  const isEdit = shown?.mode === 'edit';
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit User' : 'Add User'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? 'Change this account’s details, role or status.'
              : 'Create an account for a member of staff.'}
          </DialogDescription>
        </DialogHeader>
        {shown && <UserForm key={formKey(shown)} state={shown} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
