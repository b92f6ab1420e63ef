import { lazy, Suspense, type ReactNode } from 'react';
import type { HomeContent } from '@shared/content/content';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { IntroSection } from './intro-section';
import { PortfolioSection } from './portfolio-section';
import type { LoadedFigures } from './live-figures';
import { TestimonialsSection, writtenTestimonials } from './testimonials-section';

// Hidden by default, so it (with the HTML sanitiser) stays out of the first load.
const FleetSection = lazy(() =>
  import('./fleet-section').then((m) => ({ default: m.FleetSection })),
);

/** A section shows unless its flag is explicitly false (docs/product.md#home-content). */
export function isShown(flag: boolean | undefined): boolean {
  return flag !== false;
}

type HomeSectionsProps = {
  content: HomeContent;
  /** The quote form, rendered inside the intro's #quote-form container. */
  quoteForm?: ReactNode;
  /** The live figures, once looked up (docs/product.md#figures-shown-to-visitors). */
  figures?: LoadedFigures;
};

/**
 * The body of the home and landing pages, in the order of docs/product.md#home-and-landing-pages:
 * hero, intro with the quote form, features, fleet, testimonials, portfolio, call to action (the
 * header is the layout's).
 */
export function HomeSections({ content, quoteForm, figures }: HomeSectionsProps) {
  const visible = content.sectionVisibility;
  const showFleet = isShown(visible.showFleet) && content.fleet.visible === true;
  const showTestimonials =
    isShown(visible.showTestimonials) && writtenTestimonials(content.testimonials).length > 0;
  return (
    <>
      {isShown(visible.showHero) ? (
        <HeroSection hero={content.hero} figures={figures} />
      ) : (
        // Every page keeps one h1, even with the hero switched off.
        <h1 className="sr-only">
          {content.hero.titleLine1} {content.hero.titleEmphasis}
        </h1>
      )}
      <IntroSection
        intro={content.indexIntro}
        showIntro={isShown(visible.showIndexIntro)}
        showQuoteForm={isShown(visible.showQuoteForm)}
      >
        {quoteForm}
      </IntroSection>
      {isShown(visible.showFeatures) && <FeaturesSection features={content.features} />}
      {showFleet && (
        <Suspense fallback={<div className="min-h-96" />}>
          <FleetSection fleet={content.fleet} />
        </Suspense>
      )}
      {showTestimonials && <TestimonialsSection testimonials={content.testimonials} />}
      {isShown(visible.showPortfolio) && <PortfolioSection portfolio={content.portfolio} />}
      {isShown(visible.showCTA) && <CtaSection cta={content.cta} />}
    </>
  );
}
