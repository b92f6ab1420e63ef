import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { defaultHomeContent, type HomeContent } from '@shared/content/content';
import { toDisplayHomeContent } from '@shared/content/fill';
import { retireInventedContent } from '@shared/content/retired-defaults';
import type { Page } from '@shared/content/admin';
import { EditorFrame } from '@/features/content/admin/components/editor/editor-frame';
import { EditorPreview } from '@/features/content/admin/components/editor/editor-preview';
import { PageEditorLoader } from '@/features/content/admin/components/editor/page-editor-loader';
import {
  HomeEditorTabs,
  tabOfPath,
  type HomeEditorTab,
} from '@/features/content/admin/components/home-editor/home-editor-tabs';
import { homeContentSaveSchema, loadHomeContent } from '@/features/content/admin/content-rules';
import { usePageEditor } from '@/features/content/admin/hooks/use-page-editor';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ROOT_SLUG, urlOfEditorSlug } from '@/features/content/admin/page-slugs';

export type RenderHomePreview = (content: HomeContent) => ReactNode;

type HomeEditorFormProps = {
  slug: string;
  page: Page | undefined;
  renderPreview?: RenderHomePreview;
  onReload: () => void;
};

function HomePreview({ render }: { render: RenderHomePreview }) {
  const values = useWatch<HomeContent>();
  return (
    <EditorPreview content={toDisplayHomeContent(retireInventedContent(values))} render={render} />
  );
}

function HomeEditorForm({ slug, page, renderPreview, onReload }: HomeEditorFormProps) {
  // Loaded once: a background refetch of the list must never overwrite what is being typed.
  const [initial] = useState(() => loadHomeContent(page?.content));
  const form = useSchemaForm(homeContentSaveSchema, { defaultValues: initial });
  const [tab, setTab] = useState<HomeEditorTab>('header');
  const editor = usePageEditor({
    kind: 'index',
    url: page?.url ?? urlOfEditorSlug(slug),
    page,
    form,
    defaults: defaultHomeContent,
    onInvalid: (path) => setTab((current) => tabOfPath(path) ?? current),
  });
  const path = slug === ROOT_SLUG ? '/' : `/${slug}`;
  return (
    <EditorFrame
      kind="index"
      heading={`Edit Home Page — ${path}`}
      form={form}
      editor={editor}
      onReload={onReload}
      preview={renderPreview && <HomePreview render={renderPreview} />}
    >
      <HomeEditorTabs value={tab} onValueChange={setTab} />
    </EditorFrame>
  );
}

type HomePageEditorProps = { slug: string; renderPreview?: RenderHomePreview };

/** /admin/home-editor/edit/{slug}: the home or landing page with that first URL segment. */
export function HomePageEditor({ slug, renderPreview }: HomePageEditorProps) {
  return (
    <PageEditorLoader kind="index" slug={slug}>
      {(page, onReload) => (
        <HomeEditorForm slug={slug} page={page} renderPreview={renderPreview} onReload={onReload} />
      )}
    </PageEditorLoader>
  );
}
