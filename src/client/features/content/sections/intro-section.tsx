import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { CircleCheckIcon } from 'lucide-react';
import type { HomeContent } from '@shared/content/content';
import { backgroundStyle } from './content-style';

type IntroSectionProps = {
  intro: HomeContent['indexIntro'];
  showIntro: boolean;
  showQuoteForm: boolean;
  /**
   * The quote request form. The quote feature (a later issue) passes it here from the route;
   * until then the #quote-form container is empty, and there is never a stand-in form.
   */
  children?: ReactNode;
};

/** The intro text and the place of the quote form, side by side on wide screens. */
export function IntroSection({ intro, showIntro, showQuoteForm, children }: IntroSectionProps) {
  if (!showIntro && !showQuoteForm) return null;
  const { styling } = intro;
  const hasForm = showQuoteForm && children != null;
  return (
    <section
      aria-labelledby={showIntro ? 'intro-title' : undefined}
      aria-label={showIntro ? undefined : 'Request a quote'}
      className="py-14 sm:py-20"
      style={{
        ...backgroundStyle(
          styling.useGradient,
          styling.backgroundGradient,
          styling.backgroundColor,
        ),
        color: styling.textColor,
      }}
      data-testid="intro"
    >
      <div
        className={clsx(
          'mx-auto grid max-w-6xl gap-10 px-4 sm:px-6',
          hasForm && showIntro && 'lg:grid-cols-2 lg:items-start',
        )}
      >
        {showIntro && (
          <div className={clsx('flex flex-col gap-5', !hasForm && 'mx-auto max-w-3xl text-center')}>
            <h2 id="intro-title" className="text-3xl font-bold tracking-tight">
              {intro.heading}
            </h2>
            <p className="text-lg">{intro.paragraph}</p>
            {intro.highlights.length > 0 && (
              <ul
                className={clsx(
                  'flex flex-col gap-3',
                  !hasForm && 'sm:flex-row sm:justify-center sm:gap-8',
                )}
              >
                {intro.highlights.map((highlight, index) => (
                  <li key={index} className="flex items-center gap-2 font-medium">
                    <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0" />
                    {highlight}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {showQuoteForm && (
          <div id="quote-form" className="scroll-mt-20" data-testid="quote-form">
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
