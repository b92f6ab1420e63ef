import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type Ref } from 'react';
import { toast } from 'sonner';
import { noteCreateSchema } from '@shared/leads/management';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { leadNotesQueryOptions } from '@/features/leads/api';
import { DetailCard } from '@/features/leads/components/detail-card';
import { formatDateTime } from '@/features/leads/format';
import { useAddLeadNote } from '@/features/leads/mutations';

type LeadNotesProps = {
  leadId: number;
  /** The note box, so 'Add Notes' can bring the focus to it. */
  noteRef: Ref<HTMLTextAreaElement>;
};

/** Staff notes on the lead, newest first, and a box to add one. */
export function LeadNotes({ leadId, noteRef }: LeadNotesProps) {
  const notes = useQuery(leadNotesQueryOptions(leadId));
  const addNote = useAddLeadNote(leadId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = noteCreateSchema.safeParse({ body: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a note first');
      return;
    }
    setError(null);
    try {
      await addNote.mutateAsync(parsed.data.body);
      setText('');
      toast.success('Note added');
    } catch (failure) {
      toast.error('Failed to add note', {
        description: failure instanceof Error ? failure.message : undefined,
      });
    }
  }

  return (
    <DetailCard title="Notes">
      <div className="flex flex-col gap-4">
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <Label htmlFor="lead-note">New note</Label>
          <Textarea
            id="lead-note"
            ref={noteRef}
            value={text}
            maxLength={5000}
            aria-invalid={error !== null}
            aria-describedby={error ? 'lead-note-error' : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error && (
            <p id="lead-note-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" size="sm" className="self-start" disabled={addNote.isPending}>
            {addNote.isPending ? 'Saving...' : 'Save Note'}
          </Button>
        </form>
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
