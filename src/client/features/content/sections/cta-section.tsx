import { Link } from 'react-router';
import type { HomeContent } from '@shared/content/content';
import { defaultHomeContent } from '@shared/content/defaults';
import { QUOTE_FORM_ANCHOR, backgroundStyle } from './content-style';

type CtaSectionProps = {
  cta: Pick<HomeContent['cta'], 'title' | 'subtitle' | 'buttonText'> &
    Partial<Pick<HomeContent['cta'], 'disclaimer' | 'styling'>>;
  /** Home links to the form on the page; other pages to the home page's form. */
  href?: string;
};

/** The closing call to action; its button goes to the quote form. */
export function CtaSection({ cta, href = QUOTE_FORM_ANCHOR }: CtaSectionProps) {
  const styling = cta.styling ?? defaultHomeContent.cta.styling;
  const buttonClass =
    'inline-flex h-12 items-center rounded-lg px-8 text-base font-semibold shadow-sm transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';
  const buttonStyle = {
    ...backgroundStyle(styling.useButtonGradient, styling.buttonBgGradient, styling.buttonBgColor),
    color: styling.buttonTextColor,
  };
  return (
    <section
      aria-labelledby="cta-title"
      className="py-14 sm:py-20"
      style={{
        ...backgroundStyle(
          styling.useGradient,
          styling.backgroundGradient,
          styling.backgroundColor,
        ),
        color: styling.textColor,
      }}
      data-testid="cta"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {cta.title}
        </h2>
        {cta.subtitle && <p className="text-lg">{cta.subtitle}</p>}
        {href.startsWith('/') ? (
          <Link to={href} className={buttonClass} style={buttonStyle}>
            {cta.buttonText}
          </Link>
        ) : (
          <a href={href} className={buttonClass} style={buttonStyle}>
            {cta.buttonText}
          </a>
        )}
        {cta.disclaimer && <p className="text-sm">{cta.disclaimer}</p>}
      </div>
    </section>
  );
}
