import { defaultHomeContent } from './defaults';
import type { HomeContent } from './home-schema';
import type { InfoPageContent } from './info-schema';

/**
 * Document title and meta description per public page. The server injects them into index.html
 * for the first load (and crawlers); the client sets the same strings as visitors navigate.
 */

export const SITE_NAME = 'Coach Hire Ireland';
export const HOME_TITLE = `${SITE_NAME} — Compare Bus & Coach Hire Quotes`;
const DESCRIPTION_MAX = 160;

export type PageMeta = { title: string; description: string };

/** Meta descriptions are cut by search engines near 160 characters; cut at a word instead. */
export function clampDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const titled = (name: string) => `${name} — ${SITE_NAME}`;

type Hero = Pick<InfoPageContent, 'title' | 'subtitle'>;

/** The built-in heroes of the info pages (their defaults use these; kept here, not with the
 * rest of those defaults, so pages that only need meta do not download whole pages). */
export const ABOUT_HERO: Hero = {
  title: 'About Us',
  subtitle: 'We help groups across Ireland find the right coach at a fair price.',
};
export const HOW_IT_WORKS_HERO: Hero = {
  title: 'How It Works',
  subtitle:
    'Compare quotes from verified bus and coach companies in four simple steps. Free, with no obligation.',
};

const STATIC_PAGES: Record<string, PageMeta> = {
  '/thank-you': {
    title: titled('Thank You'),
    description:
      'Your quote request has been received. Verified bus and coach companies will send you quotes within 2 hours.',
  },
  '/privacy': {
    title: titled('Privacy Notice'),
    description:
      'How Coach Hire Ireland collects, uses, shares and keeps the details you give in a quote request, and your rights under GDPR.',
  },
  '/contact': {
    title: titled('Contact Us'),
    description:
      'How to reach Coach Hire Ireland: address, phone, email and opening hours, or send us a message.',
  },
  '/login': {
    title: titled('Staff Sign In'),
    description: 'Sign in to the Coach Hire Ireland back office.',
  },
  '/my': {
    title: titled('My requests'),
    description:
      'Get a link to every coach hire request made with your email: see the quotes, download your data or erase a request.',
  },
  '/forgot-password': {
    title: titled('Reset your password'),
    description: 'Get a link to choose a new password for your Coach Hire Ireland staff account.',
  },
};

/** "For bus companies" (`/operators/join`) and its emailed confirmation link. */
export const APPLY_META: PageMeta = {
  title: titled('For bus companies'),
  description:
    'Bus and coach companies: apply to receive coach hire requests from groups across Ireland. Free to join; we check your licence and insurance.',
};
export const APPLY_CONFIRM_META: PageMeta = {
  title: titled('Confirm your application'),
  description: 'Confirm your bus company application.',
};

/** The marketplace's private pages, `/respond/{token}` and `/quotes/{token}`. */
export const RESPOND_META: PageMeta = {
  title: titled('Quote request'),
  description: 'Send your quote for this coach hire request.',
};
/** The emailed link that chooses a new password, `/reset-password/{token}`. */
export const RESET_PASSWORD_META: PageMeta = {
  title: titled('Choose a new password'),
  description: 'Choose a new password for your Coach Hire Ireland staff account.',
};
/** The emailed link that sets a new company account's first password, `/set-password/{token}`. */
export const SET_PASSWORD_META: PageMeta = {
  title: titled('Set your password'),
  description: "Choose the password for your company's Coach Hire Ireland account.",
};
/** "My requests" (`/my`) and the emailed link's list (`/my/{token}`). */
export const MY_META: PageMeta = STATIC_PAGES['/my']!;
export const MY_REQUESTS_META: PageMeta = {
  title: titled('My requests'),
  description: 'Your coach hire requests.',
};
export const QUOTES_META: PageMeta = {
  title: titled('Your quotes'),
  description: 'Compare the quotes for your coach hire request and choose one.',
};

function isHomeContent(content: unknown): content is HomeContent {
  return typeof content === 'object' && content !== null && 'hero' in content;
}

function isInfoContent(content: unknown): content is InfoPageContent {
  return typeof content === 'object' && content !== null && 'sections' in content;
}

function homeMeta(content: HomeContent, isLanding: boolean): PageMeta {
  const { titleLine1, titleEmphasis, subtitle } = content.hero;
  const heading = `${titleLine1} ${titleEmphasis}`.replace(/\s+/g, ' ').trim();
  return {
    title: isLanding && heading ? titled(heading) : HOME_TITLE,
    description: clampDescription(subtitle || defaultHomeContent.hero.subtitle),
  };
}

function infoMeta(content: Hero, defaults: Hero): PageMeta {
  return {
    title: titled(content.title.trim() || defaults.title),
    description: clampDescription(content.subtitle || defaults.subtitle),
  };
}

/** Drops query, hash and trailing slashes: `/about/?x#y` → `/about`. */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * `content` is the page's published content when there is one: a home content object for `/`
 * and landing pages, an info page for /about… and /how-it-works…. Without it, defaults apply.
 */
export function pageMetaFor(pathname: string, content?: HomeContent | InfoPageContent): PageMeta {
  const path = normalizePathname(pathname);
  const [first = '', ...rest] = path.slice(1).split('/');
  if (path === '/') return homeMeta(isHomeContent(content) ? content : defaultHomeContent, false);
  if (first === 'about') {
    return infoMeta(isInfoContent(content) ? content : ABOUT_HERO, ABOUT_HERO);
  }
  if (first === 'how-it-works') {
    return infoMeta(isInfoContent(content) ? content : HOW_IT_WORKS_HERO, HOW_IT_WORKS_HERO);
  }
  const fixed = STATIC_PAGES[path];
  if (fixed) return fixed;
  if (first === 'admin' || first === 'manager') {
    return { title: titled('Back Office'), description: STATIC_PAGES['/login']!.description };
  }
  if (rest.length === 0) {
    return homeMeta(isHomeContent(content) ? content : defaultHomeContent, true);
  }
  return {
    title: titled('Page not found'),
    description: clampDescription(defaultHomeContent.hero.subtitle),
  };
}
