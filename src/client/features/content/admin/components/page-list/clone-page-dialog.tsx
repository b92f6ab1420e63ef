import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { createPageSchema, type Page } from '@shared/content/admin';
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
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreatePage } from '@/features/content/admin/api';
import { unusableUrlReason } from '@/features/content/admin/page-slugs';

export const CLONE_URL_REQUIRED = 'Please provide a URL for the cloned page.';
export const CLONE_FAILED = 'Failed to clone content. The URL might already exist.';

/** The new URL as the API takes it, normalised, and one a page of this kind can be served at. */
function cloneSchema(kind: PageKind) {
  return z.object({
    url: createPageSchema.shape.url
      .trim()
      .min(1, CLONE_URL_REQUIRED)
      .transform(normalizePageUrl)
      .superRefine((url, context) => {
        const reason = unusableUrlReason(kind, url);
        if (reason) context.addIssue({ code: 'custom', message: reason });
      }),
  });
}

type CloneFormProps = { kind: PageKind; source: Page; onDone: () => void };

function CloneForm({ kind, source, onDone }: CloneFormProps) {
  const [schema] = useState(() => cloneSchema(kind));
  const form = useSchemaForm(schema, { defaultValues: { url: '' } });
  const create = useCreatePage(kind);
  const problem = form.formState.errors.url?.message;

  // A form, so Enter in the box submits.
  async function submit({ url }: { url: string }) {
    try {
      // Clones start as drafts (docs/product.md#page-variants-and-publishing).
      await create.mutateAsync({
        url,
        sublink: sublinkOf(url),
        content: source.content,
        is_published: false,
      });
      toast.success('Page cloned', { description: `New draft at ${url}` });
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(CLONE_FAILED);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="clone-url">New URL</Label>
        <Input
          id="clone-url"
          placeholder="/coach-hire-cork"
          spellCheck={false}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? 'clone-url-error' : undefined}
          {...form.register('url')}
        />
        {problem && (
          // Read out at once: the dialog has this one field.
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

/**
 * Clone (docs/product.md#page-management): asks for the new URL; the copy is a draft with the same
 * content.
 */
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
