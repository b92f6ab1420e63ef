import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  createUserSchema,
  updateUserSchema,
  type UpdateUserInput,
  type User,
} from '@shared/users/users';
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
import { useCreateUser, useUpdateUser } from '@/features/users/api';
import { UserFormFields } from '@/features/users/components/user-form-fields';
import {
  emptyUserFormValues,
  hasBlankRequiredField,
  ownEditSchema,
  pickChanged,
  userToFormValues,
  withoutUnneededPassword,
  type UserChanges,
} from '@/features/users/user-form';

/** `isSelf`: the signed-in user editing their own account. */
export type UserDialogState =
  { mode: 'add' } | { mode: 'edit'; user: User; isSelf: boolean } | null;

type Saved = { message: string; description?: string };

/** The confirmation link's news, when one's own new email waits for it. */
const pendingEmailNews = (pendingEmail: string, currentEmail: string) =>
  `Open the link we sent to ${pendingEmail} to confirm your new email. Until then, sign in with ${currentEmail}.`;

const submitLabels = {
  add: { idle: 'Add User', pending: 'Adding...' },
  edit: { idle: 'Save Changes', pending: 'Saving...' },
} as const;

type UserFormProps = { state: NonNullable<UserDialogState>; onDone: () => void };

function UserForm({ state, onDone }: UserFormProps) {
  const mode = state.mode;
  const ownEmail = state.mode === 'edit' && state.isSelf ? state.user.email : undefined;
  // Adding checks the account as created; editing, each field that is there (all optional).
  const schema: z.ZodType<UserChanges, UpdateUserInput> =
    mode === 'add'
      ? createUserSchema
      : ownEmail === undefined
        ? updateUserSchema
        : ownEditSchema(ownEmail);
  const form = useSchemaForm(schema, {
    defaultValues: state.mode === 'edit' ? userToFormValues(state.user) : emptyUserFormValues,
  });
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const pending = createUser.isPending || updateUser.isPending;

  async function save(input: UserChanges): Promise<Saved | null> {
    if (state.mode === 'add') {
      // Checked with createUserSchema already; parsing it again (a no-op) gives it that type.
      await createUser.mutateAsync(createUserSchema.parse(input));
      return { message: 'User added successfully' };
    }
    const picked = pickChanged(input, form.getValues(), userToFormValues(state.user));
    const changes = ownEmail === undefined ? picked : withoutUnneededPassword(picked, ownEmail);
    if (Object.keys(changes).length === 0) return null;
    const saved = await updateUser.mutateAsync({ id: state.user.id, changes });
    const message = 'User updated successfully';
    if (!saved.pending_email) return { message };
    return { message, description: pendingEmailNews(saved.pending_email, saved.email) };
  }

  async function submit(input: UserChanges) {
    try {
      const saved = await save(input);
      if (saved) toast.success(saved.message, { description: saved.description });
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(mode === 'add' ? 'Failed to add user' : 'Failed to update user', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  /**
   * The toast when a required field is blank (docs/product.md#user-validation), beside the
   * messages on the fields.
   */
  function rejectInput() {
    if (hasBlankRequiredField(form.getValues(), mode))
      toast.error('Please fill in required fields');
    else toast.error('Please correct the highlighted fields');
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit, rejectInput)}
      className="flex flex-col gap-6"
    >
      <UserFormFields form={form} mode={mode} ownEmail={ownEmail} />
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

/**
 * Add User / Edit User (docs/product.md#user-management). The form mounts fresh each time the
 * dialog opens.
 */
export function UserFormDialog({ state, onClose }: UserFormDialogProps) {
  // Keep showing the last form while the dialog animates closed, instead of an empty shell.
  const [shown, setShown] = useState(state);
  if (state !== null && state !== shown) setShown(state);
  const isEdit = shown?.mode === 'edit';
  const isSelf = shown?.mode === 'edit' && shown.isSelf;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit User' : 'Add User'}</DialogTitle>
          <DialogDescription>
            {isSelf
              ? 'Change your own details. A new password or email needs your current password.'
              : isEdit
                ? 'Change this account’s details, role or status.'
                : 'Create an account for a member of staff.'}
          </DialogDescription>
        </DialogHeader>
        {shown && <UserForm key={formKey(shown)} state={shown} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
