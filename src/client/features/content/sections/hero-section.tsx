import { clsx } from 'clsx';
import { CheckIcon } from 'lucide-react';
import type { HomeContent } from '@shared/content/content';
import { formatCount } from '@shared/content/figures';
import { QUOTE_FORM_ANCHOR, backgroundStyle } from './content-style';
import { LiveFigures, type LoadedFigures } from './live-figures';

type Hero = HomeContent['hero'];

// Class options of the content map onto classes the build contains (never free class strings).
const TITLE_SIZES: Record<Hero['styling']['titleSize'], string> = {
  md: 'text-3xl sm:text-4xl',
  lg: 'text-4xl sm:text-5xl',
  xl: 'text-4xl sm:text-6xl',
};
const PADDINGS: Record<Hero['styling']['paddingY'], string> = {
  compact: 'py-10 sm:py-12',
  normal: 'py-14 sm:py-20',
  spacious: 'py-20 sm:py-28',
};

/**
 * The hero: texts, the button, the editor's own figure (with a label) and the live figures past
 * their thresholds, or the neutral line (docs/product.md#figures-shown-to-visitors).
 */
export function HeroSection({ hero, figures }: { hero: Hero; figures?: LoadedFigures }) {
  const { styling } = hero;
  const centered = styling.textAlign === 'center';
  return (
    <section
      aria-labelledby="hero-title"
      className={PADDINGS[styling.paddingY]}
      style={backgroundStyle(
        styling.useGradient,
        styling.backgroundGradient,
        styling.backgroundColor,
      )}
      data-testid="hero"
    >
      <div
        className={clsx(
          'mx-auto flex max-w-6xl flex-col gap-6 px-4 sm:px-6',
          centered ? 'items-center text-center' : 'items-start text-left',
        )}
      >
        {hero.badge && (
          <p
            className="rounded-full px-4 py-1 text-sm font-semibold"
            style={{ backgroundColor: styling.badgeBgColor, color: styling.badgeTextColor }}
          >
            {hero.badge}
          </p>
        )}
        <h1
          id="hero-title"
          className={clsx(
            'max-w-4xl font-extrabold tracking-tight',
            TITLE_SIZES[styling.titleSize],
          )}
          style={{ color: styling.titleColor }}
        >
          {hero.titleLine1}{' '}
          <span className="block" style={{ color: styling.titleEmphasisColor }}>
            {hero.titleEmphasis}
          </span>
        </h1>
        {hero.subtitle && (
          <p className="max-w-2xl text-lg" style={{ color: styling.subtitleColor }}>
            {hero.subtitle}
          </p>
        )}
        {hero.bullets.length > 0 && (
          <ul className="grid gap-2 sm:grid-cols-2 sm:gap-x-8">
            {hero.bullets.map((bullet, index) => (
              <li
                key={index}
                className="flex items-center gap-2"
                style={{ color: styling.bulletColor }}
              >
                <CheckIcon
                  aria-hidden="true"
                  className="size-5 shrink-0"
                  style={{ color: styling.bulletIconColor }}
                />
                {bullet}
              </li>
            ))}
          </ul>
        )}
        <div className={clsx('flex flex-wrap items-center gap-6', centered && 'justify-center')}>
          {hero.buttonText && (
            <a
              href={QUOTE_FORM_ANCHOR}
              className="inline-flex h-12 items-center rounded-lg px-6 text-base font-semibold shadow-sm transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              style={{
                ...backgroundStyle(
                  styling.useButtonGradient,
                  styling.buttonBgGradient,
                  styling.buttonBgColor,
                ),
                color: styling.buttonTextColor,
              }}
            >
              {hero.buttonText}
            </a>
          )}
          {hero.statLabel && (
            <p className="flex items-baseline gap-2">
              <span className="text-3xl font-bold" style={{ color: styling.statColor }}>
                {formatCount(hero.statCount)}
              </span>
              <span style={{ color: styling.statLabelColor }}>{hero.statLabel}</span>
            </p>
          )}
        </div>
        <LiveFigures
          keys={hero.figures}
          figures={figures}
          neutralText={hero.figuresNeutralText}
          className={clsx('flex flex-wrap gap-x-8 gap-y-4', centered && 'justify-center')}
          valueStyle={{ color: styling.statColor }}
          labelStyle={{ color: styling.statLabelColor }}
        />
      </div>
    </section>
  );
}
