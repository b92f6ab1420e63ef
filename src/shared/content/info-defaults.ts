import type { InfoPageContent } from './info-schema';
import { NEUTRAL_FIGURES_LINE } from './figures';
import { ABOUT_HERO, HOW_IT_WORKS_HERO } from './page-meta';

/**
 * Built-in About and How-it-works pages (docs/product.md#how-it-works-and-about), shown when no
 * record is published. They state no figure of their own: the About page's `figures` section shows
 * live ones past their thresholds (docs/decisions/027-live-figures.md).
 */

export const defaultInfoPageCta: InfoPageContent['cta'] = {
  title: 'Ready to Compare Quotes?',
  subtitle: 'One short form, quotes from verified companies, usually within 2 hours. Free.',
  buttonText: 'Get Free Quotes',
};

/** Empty hero, no sections: what a record without a kind is filled with. */
export const neutralInfoPageContent: InfoPageContent = {
  title: '',
  subtitle: '',
  sections: [],
  cta: defaultInfoPageCta,
};

export const defaultHowItWorksContent: InfoPageContent = {
  ...HOW_IT_WORKS_HERO,
  sections: [
    {
      title: 'Four Simple Steps',
      body: '',
      layout: 'steps',
      items: [
        {
          title: 'Fill in your details',
          text: 'Tell us where and when you are travelling, how many are in your group and what kind of trip it is. It takes about 2 minutes.',
        },
        {
          title: 'We find the best companies',
          text: 'We pass your request to up to 5 verified bus and coach companies that cover your route.',
        },
        {
          title: 'Compare quotes',
          text: 'Receive competing quotes, usually within 2 hours, by email and SMS. Compare prices, vehicles and ratings.',
        },
        {
          title: 'Book with confidence',
          text: 'Choose the quote that suits you and book directly with the company. There is no charge for using our service.',
        },
      ],
    },
    {
      title: 'Why Compare With Us',
      body: '',
      layout: 'cards',
      items: [
        {
          title: 'Competing prices',
          text: 'Companies compete for your trip, so prices stay keen.',
        },
        {
          title: 'Verified companies only',
          text: 'Every company is licensed and insured, and checked by our team.',
        },
        { title: 'Fast answers', text: 'Companies usually reply within 2 hours.' },
        {
          title: 'Anywhere in Ireland',
          text: 'Local transfers, day trips and tours anywhere in Ireland.',
        },
      ],
    },
  ],
  cta: defaultInfoPageCta,
};

export const defaultAboutContent: InfoPageContent = {
  ...ABOUT_HERO,
  sections: [
    {
      title: 'Our Mission',
      body: 'To make hiring a bus or coach as simple as booking a train ticket: one request, several honest quotes, and a verified company you can trust.',
      layout: 'text',
      items: [],
    },
    {
      title: 'Our Network',
      body: NEUTRAL_FIGURES_LINE,
      layout: 'figures',
      items: [],
    },
    {
      title: 'Our Values',
      body: '',
      layout: 'cards',
      items: [
        {
          title: 'Transparency',
          text: 'Clear prices from every company, with no hidden fees and no charge to you.',
        },
        {
          title: 'Safety',
          text: 'We work only with licensed, insured operators and well-maintained vehicles.',
        },
        { title: 'Service', text: 'Real people who answer questions and help when plans change.' },
      ],
    },
    {
      title: 'Our Story',
      body: 'Organising transport for a club outing used to mean a day of phone calls and no way to compare. We built Coach Hire Ireland so that one request reaches several verified bus and coach companies, and their quotes come to you side by side, from school tours to weddings.',
      layout: 'text',
      items: [],
    },
    {
      title: 'Our Commitments',
      body: '',
      layout: 'checklist',
      items: [
        {
          title: 'Quotes within 2 hours',
          text: 'Companies usually reply within 2 hours.',
        },
        {
          title: 'Your data protected',
          text: 'Your details go only to the verified companies quoting for your trip.',
        },
        { title: 'No obligation', text: 'Comparing is free; you book only if a quote suits you.' },
        { title: 'Anywhere in Ireland', text: 'Requests from every county are welcome.' },
      ],
    },
  ],
  cta: defaultInfoPageCta,
};
