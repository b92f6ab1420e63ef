import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { ApiError } from '@/lib/api-client';
import { useSavePage } from '@/features/content/admin/api';

type PageEditorOptions<T extends FieldValues> = {
  kind: PageKind;
  url: string;
  page: Page | undefined;
  form: UseFormReturn<T>;
  /** The complete content's schema: what Save refuses to send. */
  schema: z.ZodType<T>;
  prepare: (values: T) => T;
  defaults: T;
  /** The first field with a problem, so the editor can show the tab it is on. */
  onInvalid: (path: string) => void;
};

type Problem = { path: string; message: string };

export type PageEditorState<T extends FieldValues> = {
  /** The stored record, null until the first save creates it. */
  record: Page | null;
  setRecord: (page: Page) => void;
  /** A save was refused because someone else saved first (409). */
  isStale: boolean;
  submit: (values: T) => Promise<void>;
  resetToDefaults: () => Promise<void>;
  isSaving: boolean;
  isResetting: boolean;
};

/**
 * Save and Reset for one page (spec §4: saving updates the record with this URL, otherwise
 * creates it; Reset writes the defaults back). Both send the version the editor holds, so a
 * save over someone else's newer change is refused (409) instead of silently overwriting it.
 */
export function usePageEditor<T extends FieldValues>(
  options: PageEditorOptions<T>,
): PageEditorState<T> {
  const { kind, url, form, schema, prepare, defaults, onInvalid } = options;
  const [record, setRecord] = useState<Page | null>(options.page ?? null);
  const [isStale, setIsStale] = useState(false);
  const save = useSavePage(kind);
  const [resetting, setResetting] = useState(false);

  function showProblems(problems: Problem[]) {
    for (const { path, message } of problems) {
      form.setError(path as FieldPath<T>, { message });
    }
    if (problems[0]) onInvalid(problems[0].path);
  }

  function reportFailure(title: string, fallback: string, error: unknown) {
    if (error instanceof ApiError && error.status === 409) setIsStale(true);
    const fields = error instanceof ApiError ? error.fieldErrors() : {};
    showProblems(
      Object.entries(fields)
        .filter(([key]) => key.startsWith('content.'))
        .map(([key, messages]) => ({
          path: key.slice('content.'.length),
          message: messages[0] ?? '',
        })),
    );
    const message = error instanceof ApiError && error.body ? error.message : fallback;
    toast.error(title, { description: message });
  }

  async function write(content: T): Promise<boolean> {
    const saved = await save.mutateAsync({ url, content, version: record?.version });
    setRecord(saved);
    setIsStale(false);
    form.reset(content);
    return true;
  }

  async function submit(values: T) {
    form.clearErrors();
    const result = schema.safeParse(prepare(values));
    if (!result.success) {
      showProblems(
        result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      );
      toast.error('Save failed', { description: 'Some fields need attention (marked in red).' });
      return;
    }
    try {
      await write(result.data);
      toast.success('Changes saved');
    } catch (error) {
      reportFailure('Save failed', 'Could not save changes.', error);
    }
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
    resetToDefaults,
    isSaving: save.isPending && !resetting,
    isResetting: resetting,
  };
}
