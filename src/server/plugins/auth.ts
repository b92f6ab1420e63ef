import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TokenClaims } from '@shared/auth/session';
import { type CompanyRole, ROLE_IDS, type RoleId } from '@shared/users/users';
import { SESSION_CHANGES_CHANNEL } from '../db/notifications';
import { preparedPerDatabase } from '../db/prepared';
import { companyMembers, revokedTokens, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import { createSessionCache } from './session-cache';

/**
 * Who may call a route. Every `/api` route must declare one in `config.access`; a route that
 * does not stops the app from starting, so a new endpoint can never ship unguarded.
 */
export type Access =
  'public' | 'authenticated' | 'staff' | 'admin' | 'company' | 'admin-or-company';

export type AuthUser = {
  id: number;
  role_id: RoleId;
  email: string;
  name: string;
  /** A company user's company and part in it (docs/product.md#company-accounts); null for staff. */
  operator_id: number | null;
  company_role: CompanyRole | null;
};
/** A signed-in bus-company user: always bound to one company. */
export type CompanyUser = AuthUser & { operator_id: number; company_role: CompanyRole };
export type AuthToken = { jti: string; expiresAt: Date };
export type ApiRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    token: AuthToken | null;
    /** The session changes this instance had heard of when the request arrived. */
    sessionChangesHeard: number;
  }
  interface FastifyInstance {
    /** Every registered `/api` route with its access rule, for the route × role test. */
    apiRoutes: ApiRoute[];
  }
}

const ALLOWED_ROLES: Record<Exclude<Access, 'public'>, readonly number[] | 'any'> = {
  authenticated: 'any',
  staff: [ROLE_IDS.admin, ROLE_IDS.manager],
  admin: [ROLE_IDS.admin],
  company: [ROLE_IDS.company],
  // A company's own things that admins also see (its documents): the handler scopes the company.
  'admin-or-company': [ROLE_IDS.admin, ROLE_IDS.company],
};

/** The interactive docs are third-party routes; they are public by nature. */
const DOCS_PREFIX = '/api/docs';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The token's user, if still active, the token not revoked and signed since the user's last
 * password change, with a company user's company: one statement, prepared once.
 */
const activeUserStatement = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      role_id: users.role_id,
      email: users.email,
      name: users.name,
      operator_id: companyMembers.operator_id,
      company_role: companyMembers.company_role,
    })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.user_id, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.status, 'active'),
        eq(users.session_version, sql.placeholder('sessionVersion')),
        sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
      ),
    )
    .prepare('active_user_for_token'),
);

type AuthOptions = {
  /** A bearer token's claims, or null when it does not verify (the auth feature's tokens). */
  verifyToken: (token: string) => Promise<TokenClaims | null>;
};

export const authPlugin = fp(async (app: FastifyInstance, { verifyToken }: AuthOptions) => {
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorateRequest('sessionChangesHeard', 0);

  // The database is registered after this plugin: sessions are checked through it once ready.
  const sessions = createSessionCache(async (token: string) => {
    const claims = await verifyToken(token);
    const userId = Number(claims?.sub);
    if (!claims || !Number.isInteger(userId)) return undefined;
    const [row] = await activeUserStatement(app.db).execute({
      userId,
      jti: claims.jti,
      sessionVersion: claims.sv,
    });
    // A company account whose company is gone has nothing left to reach.
    if (!row || (row.role_id === ROLE_IDS.company && row.operator_id === null)) return undefined;
    const user: AuthUser = { ...row, role_id: row.role_id as RoleId };
    return { value: user, userId, jti: claims.jti, expiresAt: claims.exp * 1000 };
  });
  app.addHook('onReady', async () => {
    app.database.notifications.listen(SESSION_CHANGES_CHANNEL, sessions.changes);
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    route.config ??= {};
    if (!route.config.access && route.url.startsWith(DOCS_PREFIX)) route.config.access = 'public';
    const access = route.config.access;
    if (!access) {
      throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication required');
    // Verified and kept in memory until the database announces a change to the user or the
    // token, so a deleted, deactivated or demoted user, or a revoked token, loses access now.
    const session = await sessions.get(token);
    if (!session) throw unauthorized('Invalid or expired token');
    request.token = { jti: session.jti, expiresAt: new Date(session.expiresAt) };
    return { ...session.value };
  }

  app.addHook('onRequest', async (request) => {
    request.sessionChangesHeard = sessions.changesHeard();
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const user = await authenticate(request);
    const allowed = ALLOWED_ROLES[access];
    if (allowed !== 'any' && !allowed.includes(user.role_id)) throw forbidden();
    request.user = user;
  });

  // A request that changed a session (a sign-out, a password, a role, a deactivation) answers once
  // every instance has heard of it, so the next request refused anywhere is refused everywhere.
  // Its own connection heard the change before the write returned; other changes heard meanwhile
  // cost the same short wait, and are rare.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.sessionChangesHeard === sessions.changesHeard()) {
      done(null, payload);
      return;
    }
    app.database.notifications.settle().then(() => done(null, payload), done);
  });
});

/** Records a token as revoked until it would have expired anyway, and prunes expired rows. */
export async function revokeToken(app: FastifyInstance, token: AuthToken): Promise<void> {
  await app.db
    .insert(revokedTokens)
    .values({ jti: token.jti, expires_at: token.expiresAt })
    .onConflictDoNothing();
  await app.db.delete(revokedTokens).where(gt(sql`now()`, revokedTokens.expires_at));
}

/** For handlers behind an access rule other than 'public': the authenticated user. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('Authentication required');
  return request.user;
}

/**
 * For handlers behind the 'company' rule: the company user, whose `operator_id` scopes every
 * query of the workspace (docs/product.md#company-accounts).
 */
export function requireCompanyUser(request: FastifyRequest): CompanyUser {
  const user = requireUser(request);
  if (user.operator_id === null || user.company_role === null) throw forbidden();
  return { ...user, operator_id: user.operator_id, company_role: user.company_role };
}
