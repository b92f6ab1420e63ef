import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from './plugins/auth';
import { bearer, createCompanyUser, createUser, tokenFor } from './test/auth-helpers';
import { createTestApp } from './test/test-app';

/**
 * The access rule of every /api route, stated here on purpose: a new route fails this test until
 * someone writes down who may call it, and a route whose guard differs from this table fails too.
 */
const EXPECTED_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/openapi.json': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/me': 'authenticated',
  'POST /api/auth/logout': 'authenticated',
  'GET /api/auth/user': 'admin',
  'POST /api/auth/user': 'admin',
  'GET /api/auth/user/:id': 'admin',
  'PATCH /api/auth/user/:id': 'admin',
  'DELETE /api/auth/user/:id': 'admin',
  // The link confirming one's own new email: used signed in, by the user it names.
  'POST /api/auth/email-change/:token': 'authenticated',
  // The second step of signing in: the challenge token in the body is the key, not a session.
  'POST /api/auth/login/totp': 'public',
  'POST /api/auth/login/totp-setup': 'public',
  'POST /api/auth/login/totp-setup/confirm': 'public',
  // One's own second factor, whatever the role; the admins' setting; an admin's reset of another's.
  'GET /api/auth/totp': 'authenticated',
  'POST /api/auth/totp/setup': 'authenticated',
  'POST /api/auth/totp/confirm': 'authenticated',
  'POST /api/auth/totp/disable': 'authenticated',
  'POST /api/auth/totp/recovery-codes': 'authenticated',
  'GET /api/auth/settings': 'admin',
  'PUT /api/auth/settings': 'admin',
  'DELETE /api/auth/user/:id/totp': 'admin',
  // A forgotten password: the emailed token is the key.
  'POST /api/auth/password-reset': 'public',
  'GET /api/auth/password-reset/:token': 'public',
  'POST /api/auth/password-reset/:token': 'public',
  // A new company account's first password: the emailed token in the body is the key.
  'POST /api/auth/set-password': 'public',
  'POST /api/bus-quote': 'public',
  'GET /api/bus-quote': 'staff',
  'GET /api/bus-quote/paginated': 'staff',
  'GET /api/bus-quote/export/csv': 'admin',
  'POST /api/bus-quote/bulk-delete': 'admin',
  'GET /api/bus-quote/:id': 'staff',
  'PATCH /api/bus-quote/:id': 'staff',
  'DELETE /api/bus-quote/:id': 'admin',
  'GET /api/bus-quote/:id/notes': 'staff',
  'POST /api/bus-quote/:id/notes': 'staff',
  'GET /api/bus-quote/:id/activity': 'staff',
  'GET /api/bus-quote/:id/quotes': 'staff',
  'GET /api/bus-quote/:id/candidates': 'staff',
  'POST /api/bus-quote/:id/invitations': 'staff',
  'GET /api/bus-quote/:id/messages': 'staff',
  // Marketplace links: public, but each answers only to a valid signed token in its URL.
  'GET /api/respond/:token': 'public',
  'POST /api/respond/:token/quote': 'public',
  'POST /api/respond/:token/decline': 'public',
  // "My requests" and the privacy notice's figures: the emailed link is the key.
  'GET /api/privacy/policy': 'public',
  'POST /api/my/link': 'public',
  'GET /api/my/:token': 'public',
  'GET /api/my/:token/export': 'public',
  'POST /api/my/:token/requests/:id/erase': 'public',
  'POST /api/bus-quote/:id/erase': 'admin',
  'GET /api/quotes/:token': 'public',
  'POST /api/quotes/:token/choose': 'public',
  // Questions before choosing: each link reads and writes only its own thread(s).
  'GET /api/quotes/:token/messages': 'public',
  'POST /api/quotes/:token/messages': 'public',
  'GET /api/respond/:token/messages': 'public',
  'POST /api/respond/:token/messages': 'public',
  // A booking, by the customer's and the chosen company's links (docs/product.md#bookings).
  'GET /api/quotes/:token/booking': 'public',
  'GET /api/quotes/:token/booking.pdf': 'public',
  'GET /api/quotes/:token/booking.ics': 'public',
  'POST /api/quotes/:token/booking/accept': 'public',
  'POST /api/quotes/:token/booking/cancel': 'public',
  'GET /api/respond/:token/booking': 'public',
  'GET /api/respond/:token/booking.pdf': 'public',
  'GET /api/respond/:token/booking.ics': 'public',
  // Change requests by either side and the company's cancellation (docs/product.md#booking-changes).
  'GET /api/quotes/:token/booking/changes': 'public',
  'POST /api/quotes/:token/booking/changes': 'public',
  'POST /api/quotes/:token/booking/changes/:id/accept': 'public',
  'POST /api/quotes/:token/booking/changes/:id/decline': 'public',
  'POST /api/quotes/:token/booking/changes/:id/withdraw': 'public',
  'GET /api/respond/:token/booking/changes': 'public',
  'POST /api/respond/:token/booking/changes': 'public',
  'POST /api/respond/:token/booking/changes/:id/accept': 'public',
  'POST /api/respond/:token/booking/changes/:id/decline': 'public',
  'POST /api/respond/:token/booking/changes/:id/withdraw': 'public',
  'POST /api/respond/:token/booking/cancel': 'public',
  'PUT /api/respond/:token/trip-details': 'public',
  'POST /api/quotes/:token/rating': 'public',
  'GET /api/dashboard/admin': 'admin',
  'GET /api/dashboard/manager': 'staff',
  'GET /api/outbox': 'admin',
  'GET /api/outbox/:id': 'admin',
  'POST /api/outbox/:id/retry': 'admin',
  'POST /api/outbox/:id/resend': 'admin',
  'GET /api/content/:kind': 'admin',
  'GET /api/content/:kind/latest': 'admin',
  'GET /api/content/:kind/:id': 'admin',
  'POST /api/content/:kind': 'admin',
  'PUT /api/content/:kind': 'admin',
  'PATCH /api/content/:kind/:id': 'admin',
  'DELETE /api/content/:kind/:id': 'admin',
  // The contact page: its details and its message form are public; editing and reading are not.
  'GET /api/contact': 'public',
  'PUT /api/contact': 'admin',
  'POST /api/contact/messages': 'public',
  'GET /api/contact/messages': 'admin',
  'PATCH /api/contact/messages/:id': 'admin',
  'POST /api/images': 'admin',
  'GET /api/images/:id': 'public',
  'GET /api/images/:id/stream': 'public',
  'GET /api/site/figures': 'public',
  'GET /api/site/figure-settings': 'admin',
  'PUT /api/site/figure-settings': 'admin',
  'GET /api/rate-card': 'admin',
  'PUT /api/rate-card': 'admin',
  'GET /api/estimates/accuracy': 'admin',
  'GET /api/index/:slug': 'public',
  'GET /api/about/:slug': 'public',
  'GET /api/how-it-works/:slug': 'public',
  // Draft previews: the public lookups above never read a token; these twins are admin-only.
  'GET /api/index/:slug/preview': 'admin',
  'GET /api/about/:slug/preview': 'admin',
  'GET /api/how-it-works/:slug/preview': 'admin',
  'GET /api/places': 'public',
  'GET /api/route': 'public',
  'POST /api/trips/plan': 'public',
  'GET /api/trips/vehicles': 'public',
  'GET /api/map': 'public',
  'GET /api/operators': 'admin',
  'POST /api/operators': 'admin',
  'GET /api/operators/:id': 'admin',
  'PATCH /api/operators/:id': 'admin',
  'DELETE /api/operators/:id': 'admin',
  'POST /api/operators/:id/verify': 'admin',
  'POST /api/operators/:id/suspend': 'admin',
  // A company's own application: public, refused past the quote form's rate limit.
  'POST /api/operators/applications': 'public',
  // The emailed confirmation link: answers only to the one-time token it carries.
  'POST /api/operators/applications/confirm': 'public',
  'GET /api/operators/applications': 'admin',
  'GET /api/operators/:id/history': 'admin',
  // Admins, and the company the documents belong to (another company's id is a 404).
  'GET /api/operators/:id/documents/:documentId': 'admin-or-company',
  'POST /api/operators/:id/reject': 'admin',
  'POST /api/operators/:id/request-info': 'admin',
  // The company's workspace: its own invitations and quotes (another company's id is a 404).
  'GET /api/operator/invitations': 'company',
  'GET /api/operator/invitations/:id': 'company',
  'POST /api/operator/invitations/:id/quote': 'company',
  'POST /api/operator/invitations/:id/decline': 'company',
  'GET /api/operator/invitations/:id/messages': 'company',
  'POST /api/operator/invitations/:id/messages': 'company',
  'GET /api/operator/quotes': 'company',
  'GET /api/operators/changes': 'admin',
  'POST /api/operators/changes/:id/approve': 'admin',
  'POST /api/operators/changes/:id/reject': 'admin',
  // The company workspace: company users only, each query scoped to the user's own company.
  'GET /api/operator/jobs': 'company',
  'GET /api/operator/performance': 'company',
  'GET /api/operator/ratings': 'company',
  'POST /api/operator/ratings/:id/reply': 'company',
  'GET /api/operator/unavailability': 'company',
  'POST /api/operator/unavailability': 'company',
  'DELETE /api/operator/unavailability/:id': 'company',
  // A company's own workspace: its profile and its team (the owner's actions checked inside).
  'GET /api/operator/company': 'company',
  'PATCH /api/operator/company': 'company',
  'POST /api/operator/company/documents': 'company',
  'GET /api/operator/team': 'company',
  'POST /api/operator/team': 'company',
  'POST /api/operator/team/:id/invitation': 'company',
  'DELETE /api/operator/team/:id': 'company',
};

const ROLES = { visitor: null, user: 3, manager: 2, admin: 1, company: 4 } as const;
type Caller = keyof typeof ROLES;

const MAY_CALL: Record<Access, readonly Caller[]> = {
  public: ['visitor', 'user', 'manager', 'admin', 'company'],
  authenticated: ['user', 'manager', 'admin', 'company'],
  staff: ['manager', 'admin'],
  admin: ['admin'],
  company: ['company'],
  'admin-or-company': ['admin', 'company'],
};

async function userFor(caller: Caller) {
  if (caller === 'company') return createCompanyUser(app);
  const roleId = ROLES[caller];
  return roleId === null ? null : createUser(app, roleId);
}

let app: FastifyInstance;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
  await app.ready();
});
afterAll(async () => cleanup());

function isDocsRoute(url: string) {
  return url.startsWith('/api/docs');
}

describe('every /api route', () => {
  it('has its access rule written in this test', () => {
    const registered = Object.fromEntries(
      app.apiRoutes
        .filter((route) => !isDocsRoute(route.url))
        .map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(registered).toEqual(EXPECTED_ACCESS);
  });

  it('answers only the roles it should, whatever the caller sends', async () => {
    const routes = app.apiRoutes.filter((route) => !isDocsRoute(route.url));
    for (const route of routes) {
      for (const caller of Object.keys(ROLES) as Caller[]) {
        // A fresh user and token per call: some routes (logout, delete) use a token up.
        const user = await userFor(caller);
        const headers = user === null ? {} : bearer(await tokenFor(app, user));
        const response = await app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:\w+/g, '2147483000'),
          headers,
          ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { payload: {} } : {}),
        });
        const allowed = MAY_CALL[route.access].includes(caller);
        const label = `${route.method} ${route.url} as ${caller} → ${response.statusCode}`;
        if (allowed) expect([401, 403], label).not.toContain(response.statusCode);
        else expect(response.statusCode, label).toBe(caller === 'visitor' ? 401 : 403);
      }
    }
  });
});
