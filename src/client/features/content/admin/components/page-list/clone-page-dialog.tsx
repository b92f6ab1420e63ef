import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Page } from '@shared/content/admin';
import { normalizePageUrl, sublinkOf, type PageKind } from '@shared/content/page-urls';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreatePage } from '@/features/content/admin/api';
import { unusableUrlReason } from '@/features/content/admin/page-slugs';

export const CLONE_URL_REQUIRED = 'Please provide a URL for the cloned page.';
export const CLONE_FAILED = 'Failed to clone content. The URL might already exist.';

type CloneFormProps = { kind: PageKind; source: Page; onDone: () => void };

function CloneForm({ kind, source, onDone }: CloneFormProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreatePage(kind);

  // A form, so Enter in the box submits (spec §5).
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setProblem(CLONE_URL_REQUIRED);
    const url = normalizePageUrl(value);
    const reason = unusableUrlReason(kind, url);
    if (reason) return setProblem(reason);
    setProblem(null);
    try {
      // Spec §4: clones start as drafts.
      await create.mutateAsync({
        url,
        sublink: sublinkOf(url),
        content: source.content,
        is_published: false,
      });
      toast.success('Page cloned', { description: `New draft at ${url}` });
      onDone();
    } catch {
      toast.error(CLONE_FAILED);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="clone-url">New URL</Label>
        <Input
          id="clone-url"
          value={value}
          placeholder="/coach-hire-cork"
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'clone-url-error' : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {problem && (
          <p id="clone-url-error" role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Cloning...' : 'Clone'}
        </Button>
      </DialogFooter>
    </form>
  );
}

type ClonePageDialogProps = { kind: PageKind; source: Page | null; onClose: () => void };

/** Spec §2 Clone: asks for the new URL; the copy is a draft with the same content. */
export function ClonePageDialog({ kind, source, onClose }: ClonePageDialogProps) {
  // Keep the form while the dialog animates closed.
  const [shown, setShown] = useState(source);
  if (source !== null && source !== shown) setShown(source);
  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Clone Page</DialogTitle>
          <DialogDescription>
            A draft copy of {shown?.url} is created at the new URL.
          </DialogDescription>
        </DialogHeader>
        {shown && <CloneForm key={shown.id} kind={kind} source={shown} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
