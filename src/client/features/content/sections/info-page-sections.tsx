import { clsx } from 'clsx';
import { CircleCheckIcon } from 'lucide-react';
import { FIGURE_KEYS } from '@shared/content/figures';
import type { InfoPageContent, InfoSection } from '@shared/content/info-pages';
import { LiveFigures, type LoadedFigures } from './live-figures';

/** The hero of an About / How-it-works page. */
export function InfoHero({ title, subtitle }: Pick<InfoPageContent, 'title' | 'subtitle'>) {
  return (
    <section
      aria-labelledby="page-title"
      className="bg-blue-900 bg-linear-135 from-blue-900 to-blue-800 py-14 text-white sm:py-20"
      data-testid="info-hero"
    >
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h1 id="page-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        {subtitle && <p className="mt-4 text-lg text-blue-100">{subtitle}</p>}
      </div>
    </section>
  );
}

function Paragraphs({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  return paragraphs.map((paragraph, index) => (
    <p key={index} className="text-lg text-gray-700">
      {paragraph}
    </p>
  ));
}

function Items({ section, figures }: { section: InfoSection; figures: LoadedFigures }) {
  const { layout, items } = section;
  if (layout === 'figures') {
    return (
      <LiveFigures
        keys={FIGURE_KEYS}
        figures={figures}
        className="grid grid-cols-2 gap-6 lg:grid-cols-4"
        itemClassName="rounded-xl bg-blue-50 p-6 text-center text-gray-700 [&_dd]:text-blue-800"
      />
    );
  }
  if (items.length === 0 || layout === 'text') return null;
  if (layout === 'stats') {
    return (
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {items.map((item, index) => (
          <div key={index} className="flex flex-col-reverse rounded-xl bg-blue-50 p-6 text-center">
            <dt className="mt-1 text-gray-700">{item.text}</dt>
            <dd className="text-3xl font-extrabold text-blue-800">{item.title}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const List = layout === 'steps' ? 'ol' : 'ul';
  return (
    <List
      className={clsx(
        'grid gap-6',
        'sm:grid-cols-2',
        layout !== 'checklist' && (items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'),
      )}
    >
      {items.map((item, index) => (
        <li key={index} className="flex gap-4 rounded-xl border bg-white p-6 shadow-sm">
          {layout === 'steps' && (
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
            >
              {index + 1}
            </span>
          )}
          {layout === 'checklist' && (
            <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          )}
          <div>
            <h3 className="font-semibold text-gray-900">
              {layout === 'steps' && <span className="sr-only">Step {index + 1}: </span>}
              {item.title}
            </h3>
            {item.text && <p className="mt-1 text-gray-700">{item.text}</p>}
          </div>
        </li>
      ))}
    </List>
  );
}

/**
 * The titled sections of an info page, each drawn per its layout; a `figures` section shows the
 * live figures past their thresholds under its body (docs/product.md#how-it-works-and-about).
 */
export function InfoSections({
  sections,
  figures,
}: {
  sections: InfoSection[];
  figures?: LoadedFigures;
}) {
  return sections.map((section, index) => (
    <section
      key={index}
      aria-labelledby={section.title ? `section-${index}` : undefined}
      className={clsx('py-12 sm:py-16', index % 2 === 1 ? 'bg-slate-50' : 'bg-white')}
      data-testid="info-section"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 sm:px-6">
        {section.title && (
          <h2 id={`section-${index}`} className="text-3xl font-bold tracking-tight text-gray-900">
            {section.title}
          </h2>
        )}
        {section.body && <Paragraphs text={section.body} />}
        <Items section={section} figures={figures} />
      </div>
    </section>
  ));
}
