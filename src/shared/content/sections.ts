import { z } from 'zod';
import {
  LONG,
  MEDIUM,
  SHORT,
  cssColorSchema as color,
  cssGradientSchema as gradient,
  hrefSchema,
  imageSrcSchema,
  text,
  textList,
} from './fields';
import { figureKeySchema } from './figures-schema';
import { NEW_FEATURE_ITEM, NEW_NAV_LINK, NEW_VEHICLE } from './new-items';

/**
 * The sections of a home/landing page (docs/product.md#home-content), without defaults: the
 * complete object is `homeContentSchema` in content.ts, which fills what is missing from
 * `defaultHomeContent`. Array items carry their own defaults (docs/product.md#page-editor: a new
 * feature item is a Star with empty texts, a new vehicle is 'New Vehicle' …) so partially stored
 * items still parse.
 */

export const headerIconSchema = z.enum(['Bus', 'Car', 'Plane', 'Ship', 'Train', 'Truck', 'Users']);
export const featureIconSchema = z.enum([
  'DollarSign', 'Clock', 'Shield', 'Star', 'Users', 'MapPin', 'CheckCircle', 'Award',
  'TrendingUp', 'Zap', 'Heart', 'ThumbsUp', 'Target', 'Sparkles', 'Trophy', 'Gift', 'Rocket',
  'Crown', 'Gem', 'BadgeCheck', 'Medal', 'ChevronRight', 'Coffee', 'Briefcase', 'Calendar',
  'Phone', 'Mail', 'MessageSquare', 'Settings', 'Lock',
]); // prettier-ignore
export const vehicleIconSchema = z.enum(['Bus', 'Car', 'Users', 'Coffee', 'Wifi']);

export const navLinkSchema = z.object({
  label: text(40).min(1),
  path: hrefSchema,
  visible: z.boolean().default(NEW_NAV_LINK.visible),
});

export const headerSchema = z.object({
  logoText: text(60),
  tagline: text(SHORT),
  logoIcon: headerIconSchema,
  navLinks: z.array(navLinkSchema).max(8),
  styling: z.object({
    /** true: the site theme's own colours; false: the colours below. */
    useTailwind: z.boolean(),
    sticky: z.boolean(),
    backgroundColor: color,
    borderColor: color,
    logoIconBgColor: color,
    logoIconColor: color,
    logoTextColor: color,
    taglineColor: color,
    navLinkColor: color,
    navLinkHoverColor: color,
    bannerBgColor: color,
    bannerTextColor: color,
  }),
});

export const heroSchema = z.object({
  badge: text(SHORT),
  titleLine1: text(SHORT),
  titleEmphasis: text(SHORT),
  subtitle: text(MEDIUM),
  bullets: textList(6),
  /** The editor's own figure, shown when `statLabel` is set (docs/product.md#home-content). */
  statCount: z.number().int().min(0).max(10_000_000),
  statLabel: text(SHORT),
  /** Live figures shown past their thresholds (docs/product.md#figures-shown-to-visitors). */
  figures: z.array(figureKeySchema).max(5),
  /** Shown instead while none of `figures` has passed its threshold; empty shows nothing. */
  figuresNeutralText: text(SHORT),
  buttonText: text(40),
  styling: z.object({
    badgeBgColor: color,
    badgeTextColor: color,
    titleColor: color,
    titleEmphasisColor: color,
    subtitleColor: color,
    bulletColor: color,
    bulletIconColor: color,
    statColor: color,
    statLabelColor: color,
    buttonBgColor: color,
    buttonTextColor: color,
    useGradient: z.boolean(),
    backgroundGradient: gradient,
    backgroundColor: color,
    useButtonGradient: z.boolean(),
    buttonBgGradient: gradient,
    // Class options: presets mapped to classes the build knows, not free class strings.
    titleSize: z.enum(['md', 'lg', 'xl']),
    textAlign: z.enum(['left', 'center']),
    paddingY: z.enum(['compact', 'normal', 'spacious']),
  }),
});

export const indexIntroSchema = z.object({
  heading: text(SHORT),
  paragraph: text(LONG),
  highlights: textList(6),
  styling: z.object({
    useGradient: z.boolean(),
    backgroundGradient: gradient,
    backgroundColor: color,
    textColor: color,
  }),
});

export const featureItemSchema = z.object({
  icon: featureIconSchema.default(NEW_FEATURE_ITEM.icon),
  title: text(SHORT).default(NEW_FEATURE_ITEM.title),
  description: text(MEDIUM).default(NEW_FEATURE_ITEM.description),
});

export const featuresSchema = z.object({
  title: text(SHORT),
  subtitle: text(MEDIUM),
  items: z.array(featureItemSchema).max(12),
  styling: z.object({
    useGradient: z.boolean(),
    backgroundGradient: gradient,
    backgroundColor: color,
    textColor: color,
    iconBgColor: color,
    iconColor: color,
    cardBgColor: color,
    cardTitleColor: color,
    cardDescriptionColor: color,
  }),
});

export const vehicleImageSchema = z.object({ src: imageSrcSchema, alt: text(SHORT).default('') });

export const vehicleSchema = z.object({
  name: text(60).default(NEW_VEHICLE.name),
  passengers: text(60).default(NEW_VEHICLE.passengers),
  description: text(MEDIUM).default(NEW_VEHICLE.description),
  features: textList(8, 60).default(() => [...NEW_VEHICLE.features]),
  ideal: text(SHORT).default(NEW_VEHICLE.ideal),
  icon: vehicleIconSchema.default(NEW_VEHICLE.icon),
  images: z
    .array(vehicleImageSchema)
    .max(6)
    .default(() => []),
  buttonText: text(40).default(NEW_VEHICLE.buttonText),
});

export const fleetSchema = z.object({
  visible: z.boolean(),
  /** May hold b/strong/i/em/br/span tags; rendered only through sanitizeInlineHtml. */
  title: text(MEDIUM),
  subtitle: text(MEDIUM),
  vehicles: z.array(vehicleSchema).max(8),
  styling: z.object({
    sectionBgColor: color,
    titleColor: color,
    subtitleColor: color,
    cardBgColor: color,
    useCardHeaderGradient: z.boolean(),
    cardHeaderBgGradient: gradient,
    cardHeaderBgColor: color,
    cardTitleColor: color,
    cardDescriptionColor: color,
    badgeBgColor: color,
    badgeTextColor: color,
    useButtonGradient: z.boolean(),
    buttonBgGradient: gradient,
    buttonBgColor: color,
    buttonTextColor: color,
  }),
});
