import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { Page } from '@shared/content/admin';
import {
  infoPageContentBaseSchema,
  parseInfoPageContent,
  type InfoPageContent,
} from '@shared/content/info-pages';
import { toDisplayInfoPageContent } from '@shared/content/info-fill';
import { publicPathOf } from '@shared/content/page-urls';
import { EditorFrame } from '@/features/content/admin/components/editor/editor-frame';
import { EditorPreview } from '@/features/content/admin/components/editor/editor-preview';
import { PageEditorLoader } from '@/features/content/admin/components/editor/page-editor-loader';
import { InfoPageFields } from '@/features/content/admin/components/info-editor/info-page-fields';
import { defaultContentOf } from '@/features/content/admin/default-content';
import { usePageEditor } from '@/features/content/admin/hooks/use-page-editor';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { urlOfEditorSlug } from '@/features/content/admin/page-slugs';

type InfoKind = 'about' | 'how-it-works';
export type RenderInfoPreview = (content: InfoPageContent) => ReactNode;

const HEADINGS: Record<InfoKind, string> = {
  about: 'Edit About Page',
  'how-it-works': 'Edit How It Works Page',
};

type InfoEditorFormProps = {
  kind: InfoKind;
  slug: string;
  page: Page | undefined;
  renderPreview?: RenderInfoPreview;
  onReload: () => void;
};

function InfoPreview({ kind, render }: { kind: InfoKind; render: RenderInfoPreview }) {
  const values = useWatch<InfoPageContent>();
  return <EditorPreview content={toDisplayInfoPageContent(values, kind)} render={render} />;
}

function InfoEditorForm({ kind, slug, page, renderPreview, onReload }: InfoEditorFormProps) {
  const [initial] = useState(() => parseInfoPageContent(page?.content, kind));
  const form = useSchemaForm(infoPageContentBaseSchema, { defaultValues: initial });
  const url = page?.url ?? urlOfEditorSlug(slug);
  const editor = usePageEditor({
    kind,
    url,
    page,
    form,
    defaults: defaultContentOf(kind) as InfoPageContent,
    onInvalid: () => undefined,
  });
  return (
    <EditorFrame
      kind={kind}
      heading={`${HEADINGS[kind]} — ${publicPathOf(kind, url)}`}
      form={form}
      editor={editor}
      onReload={onReload}
      preview={renderPreview && <InfoPreview kind={kind} render={renderPreview} />}
    >
      <InfoPageFields />
    </EditorFrame>
  );
}

type InfoPageEditorProps = { kind: InfoKind; slug: string; renderPreview?: RenderInfoPreview };

/** An About or How-it-works page (`?kind=` on the editor route). */
export function InfoPageEditor({ kind, slug, renderPreview }: InfoPageEditorProps) {
  return (
    <PageEditorLoader kind={kind} slug={slug}>
      {(page, onReload) => (
        <InfoEditorForm
          kind={kind}
          slug={slug}
          page={page}
          renderPreview={renderPreview}
          onReload={onReload}
        />
      )}
    </PageEditorLoader>
  );
}
