import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { PageKind } from '@shared/content/page-urls';
import { EditorBottomBar } from '@/features/content/admin/components/editor/editor-bottom-bar';
import { PublishSwitch } from '@/features/content/admin/components/editor/publish-switch';
import { PreviewLink } from '@/features/content/admin/components/page-list/preview-link';
import { StaleNotice } from '@/features/content/admin/components/editor/stale-notice';
import { UnsavedChangesDialog } from '@/features/content/admin/components/editor/unsaved-changes-dialog';
import type { PageEditorState } from '@/features/content/admin/hooks/use-page-editor';
import { useUnsavedChangesGuard } from '@/features/content/admin/hooks/use-unsaved-changes';

type EditorFrameProps<T extends FieldValues> = {
  kind: PageKind;
  heading: string;
  form: UseFormReturn<T, unknown, T>;
  editor: PageEditorState<T>;
  onReload: () => void;
  /** The preview (toggle and panel), shown between the header and the fields. */
  preview?: ReactNode;
  children: ReactNode;
};

/**
 * What every page editor shares: heading, publish toggle, notices, the form with its bottom
 * bar, and the guard against leaving with unsaved edits.
 */
export function EditorFrame<T extends FieldValues>({
  kind,
  heading,
  form,
  editor,
  onReload,
  preview,
  children,
}: EditorFrameProps<T>) {
  const isDirty = form.formState.isDirty;
  const blocker = useUnsavedChangesGuard(isDirty);
  return (
    <FormProvider {...form}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="page-editor-heading" className="text-xl font-semibold">
            {heading}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            {editor.record && <PreviewLink kind={kind} url={editor.record.url} />}
            <PublishSwitch kind={kind} record={editor.record} onChange={editor.setRecord} />
          </div>
        </div>
        {!editor.record && (
          <p className="rounded-lg border bg-muted/40 p-3 text-sm">
            This page has not been saved yet. It starts from the default content; Save Changes
            creates it as a draft.
          </p>
        )}
        {editor.isStale && <StaleNotice onReload={onReload} />}
        {preview}
        <form
          noValidate
          aria-labelledby="page-editor-heading"
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(editor.submit, editor.reject)}
        >
          {children}
          <EditorBottomBar
            isSaving={editor.isSaving}
            isResetting={editor.isResetting}
            isDirty={isDirty}
            onReset={() => void editor.resetToDefaults()}
          />
        </form>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </FormProvider>
  );
}
