import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { toast } from 'sonner';
import { noteCreateSchema, type NoteCreateInput } from '@shared/leads/management';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form-field';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';
import { leadNotesQueryOptions } from '@/features/leads/api';
import { DetailCard } from '@/features/leads/components/detail-card';
import { formatDateTime } from '@/features/leads/format';
import { useAddLeadNote } from '@/features/leads/mutations';

type LeadNotesProps = {
  leadId: number;
  /** The note box, so 'Add Notes' can bring the focus to it. */
  noteRef: RefObject<HTMLTextAreaElement | null>;
  /** False for a manager on someone else's lead: the box is left out (the server refuses). */
  canAdd: boolean;
};

/** Staff notes on the lead, newest first, and a box to add one. */
export function LeadNotes({ leadId, noteRef, canAdd }: LeadNotesProps) {
  const notes = useQuery(leadNotesQueryOptions(leadId));
  const addNote = useAddLeadNote(leadId);
  const form = useSchemaForm(noteCreateSchema, { defaultValues: { body: '' } });
  const { ref: registerBox, ...box } = form.register('body');

  async function submit(input: NoteCreateInput) {
    try {
      await addNote.mutateAsync(input);
      form.reset();
      toast.success('Note added');
    } catch (failure) {
      applyServerErrors(form, failure);
      toast.error('Failed to add note', {
        description: failure instanceof Error ? failure.message : undefined,
      });
    }
  }

  return (
    <DetailCard title="Notes">
      <div className="flex flex-col gap-4">
        {canAdd && (
          <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-2">
            <FormField id="lead-note" label="New note" error={form.formState.errors.body?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  maxLength={5000}
                  {...box}
                  ref={(element) => {
                    registerBox(element);
                    noteRef.current = element;
                  }}
                />
              )}
            </FormField>
            <Button type="submit" size="sm" className="self-start" disabled={addNote.isPending}>
              {addNote.isPending ? 'Saving...' : 'Save Note'}
            </Button>
          </form>
        )}
        {notes.isPending && <Spinner>Loading notes...</Spinner>}
        {notes.isError && <p className="text-sm text-destructive">Failed to fetch notes</p>}
        {notes.data?.length === 0 && <p className="text-sm text-muted-foreground">No notes yet.</p>}
        {notes.data && notes.data.length > 0 && (
          <ul aria-label="Notes" className="flex flex-col gap-3">
            {notes.data.map((note) => (
              <li key={note.id} className="rounded-md border p-3">
                <p className="text-sm whitespace-pre-wrap">{note.body}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {note.author_name ?? 'A former staff member'} ·{' '}
                  <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </DetailCard>
  );
}
