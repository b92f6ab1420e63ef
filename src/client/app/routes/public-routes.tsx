import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ContentKind } from '@shared/content/content';
import { isPreviewRequested, lookupSlug, prefetchPublicContent } from '@/features/content/api';

type RouteModule = Promise<{ Component: NonNullable<RouteObject['Component']> }>;

/** Only `Component` is taken from a page module, which also exports helpers for its tests. */
function page(load: () => RouteModule): RouteObject['lazy'] {
  return async () => {
    const { Component } = await load();
    return { Component };
  };
}

/** How long a page waits for its content before rendering with the spinner instead. */
const CONTENT_WAIT_MS = 300;

/**
 * Starts the page's content lookup in parallel with its code; see prefetchPublicContent. A draft
 * preview (`?preview=1`) asks for other content, which the page fetches itself.
 */
function prefetch(kind: ContentKind, param: 'slug' | 'sublink') {
  return ({ params, request }: LoaderFunctionArgs) =>
    isPreviewRequested(new URL(request.url).search)
      ? null
      : prefetchPublicContent(kind, lookupSlug(params[param]), CONTENT_WAIT_MS);
}

/**
 * Public pages (home, landing pages, how it works, about, thank-you, privacy, contact). Each is lazy. A
 * static segment (`/login`, `/about`) outranks `/:slug`, so landing pages take only the rest.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, loader: prefetch('index', 'slug'), lazy: page(() => import('@/routes/home')) },
  {
    path: 'how-it-works',
    loader: prefetch('how-it-works', 'sublink'),
    lazy: page(() => import('@/routes/how-it-works')),
  },
  {
    path: 'how-it-works/:sublink',
    loader: prefetch('how-it-works', 'sublink'),
    lazy: page(() => import('@/routes/how-it-works')),
  },
  {
    path: 'about',
    loader: prefetch('about', 'sublink'),
    lazy: page(() => import('@/routes/about')),
  },
  {
    path: 'about/:sublink',
    loader: prefetch('about', 'sublink'),
    lazy: page(() => import('@/routes/about')),
  },
  { path: 'thank-you', lazy: page(() => import('@/routes/thank-you')) },
  { path: 'privacy', lazy: page(() => import('@/routes/privacy')) },
  { path: 'contact', lazy: page(() => import('@/routes/contact')) },
  { path: 'operators/join', lazy: page(() => import('@/routes/operators-join')) },
  { path: 'operators/confirm/:token', lazy: page(() => import('@/routes/operators-confirm')) },
  // Private links from the marketplace emails (a company's and a customer's).
  { path: 'respond/:token', lazy: page(() => import('@/routes/respond')) },
  { path: 'quotes/:token', lazy: page(() => import('@/routes/quotes')) },
  { path: 'quotes/:token/booking', lazy: page(() => import('@/routes/booking')) },
  // "My requests": the customer asks for an emailed link, which opens their list.
  { path: 'my', lazy: page(() => import('@/routes/my')) },
  { path: 'my/:token', lazy: page(() => import('@/routes/my-requests')) },
  {
    path: ':slug',
    loader: prefetch('index', 'slug'),
    lazy: page(() => import('@/routes/landing')),
  },
];
