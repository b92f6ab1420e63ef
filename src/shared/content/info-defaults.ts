import type { InfoPageContent } from './info-schema';
import { ABOUT_HERO, HOW_IT_WORKS_HERO } from './page-meta';

/**
 * Built-in About and How-it-works pages (docs/product.md#how-it-works-and-about), shown when no
 * record is published. Figures follow docs/decisions/005-marketing-figures.md.
 */

export const defaultInfoPageCta: InfoPageContent['cta'] = {
  title: 'Ready to Compare Quotes?',
  subtitle: 'One short form, 3-5 quotes from verified companies within 2 hours. Free.',
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
          text: 'Receive 3-5 competing quotes, usually within 2 hours, by email and SMS. Compare prices, vehicles and reviews.',
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
        { title: 'Save up to 40%', text: 'Companies compete for your trip, so prices stay keen.' },
        {
          title: 'Verified companies only',
          text: 'Every company is licensed and insured, and 50+ operators work with us.',
        },
        { title: 'Fast answers', text: 'Most groups receive quotes within 2 hours.' },
        {
          title: 'All 32 counties',
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
      layout: 'stats',
      items: [
        { title: '10,000+', text: 'Happy customers' },
        { title: '50+', text: 'Verified companies' },
        { title: '32', text: 'Counties covered' },
        { title: '4.9/5', text: 'Average rating' },
      ],
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
      body: 'We started in 2008, when organising transport for a club outing meant a day of phone calls and no way to compare. Over 15+ years we have built a network of 50+ verified bus and coach companies and helped more than 10,000 customers travel together, from school tours to weddings.',
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
          text: 'Most requests receive 3-5 quotes within 2 hours.',
        },
        {
          title: 'Your data protected',
          text: 'Your details go only to the verified companies quoting for your trip.',
        },
        { title: 'No obligation', text: 'Comparing is free; you book only if a quote suits you.' },
        { title: 'Nationwide coverage', text: 'Companies in all 32 counties.' },
      ],
    },
  ],
  cta: defaultInfoPageCta,
};
