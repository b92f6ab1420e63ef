/**
 * Every in-app URL is built here so links and redirects can't drift from the routes. Dynamic
 * segments are URL-encoded, so route patterns (`:id`) are written in the route table, not here.
 */

function withQuery(pathname: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const paths = {
  home: '/',
  landing: (slug: string) => `/${encodeURIComponent(slug)}`,
  howItWorks: '/how-it-works',
  about: '/about',
  privacy: '/privacy',
  contact: '/contact',
  /** "For bus companies": a company's application, and the partner terms it accepts. */
  operatorsJoin: '/operators/join',
  partnerTerms: '/about/partner-terms',
  thankYou: (from?: string) => withQuery('/thank-you', { from }),
  login: (redirectTo?: string) => withQuery('/login', { redirectTo }),
  forgotPassword: '/forgot-password',
  /** The link emailed to choose a new password. */
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  /** The link emailed to a new company account to choose its first password. */
  setPassword: (token: string) => `/set-password/${encodeURIComponent(token)}`,
  /** A bus company's private link to quote for one lead. */
  respond: (token: string) => `/respond/${encodeURIComponent(token)}`,
  /** "My requests": asking for the emailed link, and the list it opens. */
  my: '/my',
  myRequests: (token: string) => `/my/${encodeURIComponent(token)}`,
  /** The customer's private comparison page. */
  quotes: (token: string) => `/quotes/${encodeURIComponent(token)}`,
  admin: {
    dashboard: '/admin',
    leads: '/admin/leads',
    lead: (id: string | number) => `/admin/leads/${encodeURIComponent(String(id))}`,
    users: '/admin/users',
    outbox: '/admin/outbox',
    operators: '/admin/operators',
    prices: '/admin/prices',
    security: '/admin/security',
    messages: '/admin/messages',
    // /admin/home-editor and /admin/home-editor/edit/{slug} ('root' for /), as in the route table
    // of docs/product.md#route-table.
    homeEditor: '/admin/home-editor',
    pageEditor: (slug: string) => `/admin/home-editor/edit/${encodeURIComponent(slug)}`,
  },
  /** A bus company's own workspace (docs/product.md#company-accounts). */
  operator: {
    home: '/operator',
    /** One invitation, answered in place (docs/product.md#workspace-invitations). */
    invitation: (id: string | number) => `/operator/invitations/${encodeURIComponent(String(id))}`,
    quotes: '/operator/quotes',
    jobs: '/operator/jobs',
    availability: '/operator/availability',
    profile: '/operator/profile',
    team: '/operator/team',
    performance: '/operator/performance',
    ratings: '/operator/ratings',
    security: '/operator/security',
  },
  manager: {
    dashboard: '/manager',
    leads: (filter?: string) => withQuery('/manager/leads', { filter }),
    lead: (id: string | number) => `/manager/leads/${encodeURIComponent(String(id))}`,
    security: '/manager/security',
  },
} as const;
