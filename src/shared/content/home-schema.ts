import { z } from 'zod';
import {
  MEDIUM,
  SHORT,
  cssColorSchema as color,
  cssGradientSchema as gradient,
  imageSrcSchema,
  text,
  textList,
} from './fields';
import { NEW_PORTFOLIO_JOB, NEW_TESTIMONIAL } from './new-items';
import type { PageKind } from './page-urls';
import { quoteFormSchema } from './quote-form';
import {
  featuresSchema,
  fleetSchema,
  headerSchema,
  heroSchema,
  indexIntroSchema,
} from './sections';

/**
 * The shape of a home/landing page, with no defaults: the modules that hold the defaults, fill
 * and meta import it, so it imports none of them (content.ts puts the defaults on top).
 */

/** The three kinds of content page. */
export type ContentKind = PageKind;

export const testimonialSchema = z.object({
  name: text(80).default(NEW_TESTIMONIAL.name),
  role: text(SHORT).default(NEW_TESTIMONIAL.role),
  quote: text(1000).default(NEW_TESTIMONIAL.quote),
  rating: z.number().int().min(1).max(5).default(NEW_TESTIMONIAL.rating),
  /** A built-in example: shown in the editor, never on the site (docs/product.md#page-editor). */
  isExample: z.boolean().default(NEW_TESTIMONIAL.isExample),
});

export const testimonialsSchema = z.object({
  title: text(SHORT),
  subtitle: text(MEDIUM),
  testimonials: z.array(testimonialSchema).max(12),
  trustedByText: text(SHORT),
  trustedByLogos: textList(12, 60),
  styling: z.object({
    useSectionBgGradient: z.boolean(),
    sectionBgGradient: gradient,
    sectionBgColor: color,
    titleColor: color,
    subtitleColor: color,
    cardBgColor: color,
    cardBorderColor: color,
    quoteTextColor: color,
    nameColor: color,
    roleColor: color,
    starColor: color,
    trustedByTextColor: color,
    trustedByLogoTextColor: color,
  }),
});

export const ctaSchema = z.object({
  title: text(SHORT),
  subtitle: text(MEDIUM),
  buttonText: text(40),
  disclaimer: text(MEDIUM),
  styling: z.object({
    useGradient: z.boolean(),
    backgroundGradient: gradient,
    backgroundColor: color,
    textColor: color,
    useButtonGradient: z.boolean(),
    buttonBgGradient: gradient,
    buttonBgColor: color,
    buttonTextColor: color,
  }),
});

const imageIdSchema = z.union([z.string().regex(/^[\w-]{1,64}$/), z.number().int().positive()]);
/**
 * A portfolio image: an id, or an object with the id and a url or storage path
 * (docs/product.md#home-content).
 */
export const portfolioImageSchema = z.union([
  imageIdSchema,
  z.object({ id: imageIdSchema, url: imageSrcSchema.optional(), path: text(500).optional() }),
]);

export const portfolioSchema = z.object({
  title: text(SHORT),
  subtitle: text(MEDIUM),
  jobs: z
    .array(
      z.object({
        location: text(SHORT).default(NEW_PORTFOLIO_JOB.location),
        images: z
          .array(portfolioImageSchema)
          .max(12)
          .default(() => []),
      }),
    )
    .max(24),
});

/** A section shows unless its flag is explicitly false (the fleet also needs fleet.visible). */
export const sectionVisibilitySchema = z.object({
  showHeader: z.boolean(),
  showHero: z.boolean(),
  showIndexIntro: z.boolean(),
  showQuoteForm: z.boolean(),
  showFeatures: z.boolean(),
  showFleet: z.boolean(),
  showTestimonials: z.boolean(),
  showPortfolio: z.boolean(),
  showCTA: z.boolean(),
});

/** The complete object with nothing optional: what pages render and the editor saves. */
export const homeContentBaseSchema = z.object({
  header: headerSchema,
  hero: heroSchema,
  indexIntro: indexIntroSchema,
  quoteForm: quoteFormSchema,
  features: featuresSchema,
  fleet: fleetSchema,
  testimonials: testimonialsSchema,
  cta: ctaSchema,
  portfolio: portfolioSchema,
  bannerText: text(200),
  sectionVisibility: sectionVisibilitySchema,
});

export type HomeContent = z.infer<typeof homeContentBaseSchema>;
