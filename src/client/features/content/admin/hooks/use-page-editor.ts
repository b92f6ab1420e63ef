import { useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useSavePage } from '@/features/content/admin/api';

type PageEditorOptions<T extends FieldValues> = {
  kind: PageKind;
  url: string;
  page: Page | undefined;
  /** Checked on Save by the page's shared content schema (see `useSchemaForm`). */
  form: UseFormReturn<T, unknown, T>;
  defaults: T;
  /** The first field with a problem, so the editor can show the tab it is on. */
  onInvalid: (path: string) => void;
};

export type PageEditorState<T extends FieldValues> = {
  /** The stored record, null until the first save creates it. */
  record: Page | null;
  setRecord: (page: Page) => void;
  /** A save was refused because someone else saved first (409). */
  isStale: boolean;
  /** Save with the content as the schema passed it (prepared for saving). */
  submit: (content: T) => Promise<void>;
  /** Save refused by the schema: say so, and show where. */
  reject: (errors: FieldErrors<T>) => void;
  resetToDefaults: () => Promise<void>;
  isSaving: boolean;
  isResetting: boolean;
};

/**
 * Save and Reset for one page (docs/product.md#page-editor: saving updates the record with this
 * URL, otherwise creates it; Reset writes the defaults back). Both send the version the editor
 * holds, so a save over someone else's newer change is refused (409) instead of silently
 * overwriting it.
 */
export function usePageEditor<T extends FieldValues>(
  options: PageEditorOptions<T>,
): PageEditorState<T> {
  const { kind, url, form, defaults, onInvalid } = options;
  const [record, setRecord] = useState<Page | null>(options.page ?? null);
  const [isStale, setIsStale] = useState(false);
  const save = useSavePage(kind);
  const [resetting, setResetting] = useState(false);

  function reportFailure(title: string, fallback: string, error: unknown) {
    if (error instanceof ApiError && error.status === 409) setIsStale(true);
    const [first] = applyServerErrors(form, error, { prefix: 'content.' });
    if (first) onInvalid(first);
    const message = error instanceof ApiError && error.body ? error.message : fallback;
    toast.error(title, { description: message });
  }

  async function write(content: T) {
    const saved = await save.mutateAsync({ url, content, version: record?.version });
    setRecord(saved);
    setIsStale(false);
    form.reset(content);
  }

  async function submit(content: T) {
    try {
      await write(content);
      toast.success('Changes saved');
    } catch (error) {
      reportFailure('Save failed', 'Could not save changes.', error);
    }
  }

  function reject(errors: FieldErrors<T>) {
    // The errors come in the schema's order: the first is the first field with a problem.
    const [first] = Object.keys(errors);
    if (first) onInvalid(first);
    toast.error('Save failed', { description: 'Some fields need attention (marked in red).' });
  }

  async function resetToDefaults() {
    setResetting(true);
    try {
      await write(defaults);
      toast.success('Content reset to the defaults');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setIsStale(true);
      toast.error('Reset failed', { description: 'Could not reset content.' });
    } finally {
      setResetting(false);
    }
  }

  return {
    record,
    setRecord,
    isStale,
    submit,
    reject,
    resetToDefaults,
    isSaving: save.isPending && !resetting,
    isResetting: resetting,
  };
}
