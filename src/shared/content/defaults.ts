import type { HomeContent } from './home-schema';
import { defaultQuoteFormContent } from './defaults-quote-form';
import { defaultShowcaseContent } from './defaults-showcase';
import { NEUTRAL_FIGURES_LINE } from './figures';

/**
 * The built-in home page (docs/product.md#default-content). Shown when no content is stored or a
 * lookup fails, and the base every partial stored page is filled from. It states no figure of its
 * own: the hero shows live ones past their thresholds (docs/decisions/027-live-figures.md).
 * Colours meet 4.5:1 contrast (tested).
 */

const HERO_GRADIENT = 'linear-gradient(135deg, #1e3a8a 0%, #1e40af 100%)';
const BLUE_GRADIENT = 'linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 100%)';

export const defaultHomeContent: HomeContent = {
  header: {
    logoText: 'Coach Hire Ireland',
    tagline: 'Compare verified bus & coach companies',
    logoIcon: 'Bus',
    navLinks: [
      { label: 'How it works', path: '/how-it-works', visible: true },
      { label: 'About', path: '/about', visible: true },
      { label: 'Contact', path: '/contact', visible: true },
    ],
    styling: {
      useTailwind: false,
      sticky: true,
      backgroundColor: '#ffffff',
      borderColor: '#e5e7eb',
      logoIconBgColor: '#2563eb',
      logoIconColor: '#ffffff',
      logoTextColor: '#1f2937',
      taglineColor: '#4b5563',
      navLinkColor: '#1f2937',
      navLinkHoverColor: '#1d4ed8',
      bannerBgColor: '#1e3a8a',
      bannerTextColor: '#ffffff',
    },
  },
  hero: {
    badge: 'Free quotes from verified Irish bus companies',
    titleLine1: 'Compare Bus & Coach Hire Quotes',
    titleEmphasis: 'Anywhere in Ireland',
    subtitle:
      'Describe your journey once and get competing quotes from verified bus and coach companies, usually within 2 hours. Free, with no obligation.',
    bullets: [
      'Companies compete for your trip',
      'Up to 5 verified companies quote',
      'Licensed and insured companies only',
      'No charge, no obligation',
    ],
    statCount: 0,
    statLabel: '',
    figures: ['verified_companies', 'counties_covered', 'quotes_this_month', 'average_rating'],
    figuresNeutralText: NEUTRAL_FIGURES_LINE,
    buttonText: 'Get Free Quotes',
    styling: {
      badgeBgColor: '#fbbf24',
      badgeTextColor: '#1e3a8a',
      titleColor: '#ffffff',
      titleEmphasisColor: '#fbbf24',
      subtitleColor: '#dbeafe',
      bulletColor: '#ffffff',
      bulletIconColor: '#fbbf24',
      statColor: '#fbbf24',
      statLabelColor: '#dbeafe',
      buttonBgColor: '#fbbf24',
      buttonTextColor: '#1e3a8a',
      useGradient: true,
      backgroundGradient: HERO_GRADIENT,
      backgroundColor: '#1e3a8a',
      useButtonGradient: false,
      buttonBgGradient: 'linear-gradient(90deg, #fbbf24 0%, #fcd34d 100%)',
      titleSize: 'lg',
      textAlign: 'left',
      paddingY: 'normal',
    },
  },
  indexIntro: {
    heading: 'Get Your Free Coach Hire Quotes',
    paragraph:
      'Whether it is a wedding, a school tour, a corporate event or a match day, tell us where and when you are travelling. We pass your request to up to 5 verified bus and coach companies, and you compare their quotes side by side.',
    highlights: ['Takes about 2 minutes', 'Quotes within 2 hours', 'Your details stay private'],
    styling: {
      useGradient: false,
      backgroundGradient: 'linear-gradient(180deg, #f8fafc 0%, #eff6ff 100%)',
      backgroundColor: '#f8fafc',
      textColor: '#1f2937',
    },
  },
  quoteForm: defaultQuoteFormContent,
  ...defaultShowcaseContent,
  cta: {
    title: 'Ready to Compare Quotes?',
    subtitle: 'One short form, and verified bus and coach companies compete to take your group.',
    buttonText: 'Get My Free Quotes',
    disclaimer: 'Free and no obligation. Companies usually reply within 2 hours.',
    styling: {
      useGradient: false,
      backgroundGradient: BLUE_GRADIENT,
      backgroundColor: '#2563eb',
      textColor: '#ffffff',
      useButtonGradient: false,
      buttonBgGradient: 'linear-gradient(90deg, #ffffff 0%, #eff6ff 100%)',
      buttonBgColor: '#ffffff',
      buttonTextColor: '#1d4ed8',
    },
  },
  bannerText: '',
  sectionVisibility: {
    showHeader: true,
    showHero: true,
    showIndexIntro: true,
    showQuoteForm: true,
    showFeatures: true,
    showFleet: true,
    showTestimonials: true,
    showPortfolio: true,
    showCTA: true,
  },
};
