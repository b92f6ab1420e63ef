import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import type { RoleId } from '@shared/users/users';
import { users } from '../../db/schema';
import { signToken } from '../../features/auth/tokens';
import type { UserRow } from '../../features/users/repository';
import { type LinkPurpose, signLink } from '../../lib/signed-links';
import { createCompanyUser, createUser } from '../auth-helpers';
import { mutate } from './mutations';
import type { AuthChoice, Caller } from './headers';
import { type FuzzRequest, encodeText, queryString } from './requests';
import { type FuzzRoute, fillPath } from './routes';

const ROLE_OF: Record<Exclude<Caller, 'visitor'>, RoleId> = {
  user: 3,
  manager: 2,
  admin: 1,
  company: 4,
};

/**
 * Which table a route's `:id` names, so near-valid paths find rows; a route not listed here
 * (added later) draws from the ids of every table, which still finds some.
 */
const ID_TABLES: [RegExp, string][] = [
  [/^\/api\/bus-quote\//, 'leads'],
  [/^\/api\/auth\/user\//, 'users'],
  [/^\/api\/outbox\//, 'messages'],
  [/^\/api\/content\//, 'pages'],
  [/^\/api\/images\//, 'images'],
  [/^\/api\/operators\//, 'operators'],
];
const LINK_TABLES: Record<LinkPurpose, string> = {
  respond: 'lead_invites',
  quotes: 'leads',
  'email-change': 'email_changes',
  my: 'my_links',
};

/**
 * Turns generated requests into real ones: a fresh token for each caller (a fuzzed logout
 * revokes one, a fuzzed admin may delete, demote or deactivate a caller, so callers are
 * re-created when that happens), existing ids from the current data, and encoded paths.
 */
export function createSender(app: FastifyInstance, deletedUser: UserRow) {
  const callers = new Map<Caller, UserRow>();
  let pools: Record<string, number[]> = {};

  /** An id from the table the route (or link) is about; any existing id when unknown. */
  function pickId(route: FuzzRoute, index: number, purpose?: LinkPurpose): number {
    const table = purpose
      ? LINK_TABLES[purpose]
      : ID_TABLES.find(([pattern]) => pattern.test(route.url))?.[1];
    const pool = (table && pools[table]) || Object.values(pools).flat();
    return pool.length ? pool[index % pool.length]! : 1;
  }

  async function callerUser(caller: Exclude<Caller, 'visitor'>): Promise<UserRow> {
    const known = callers.get(caller);
    if (known) {
      const [row] = await app.db.select().from(users).where(eq(users.id, known.id));
      if (row && row.status === 'active' && row.role_id === ROLE_OF[caller]) return row;
    }
    const name = `Fuzz ${caller}`;
    // A company user belongs to a company of its own, so a fuzzed admin may delete either.
    const created =
      caller === 'company'
        ? await createCompanyUser(app, undefined, { name })
        : await createUser(app, ROLE_OF[caller], { name });
    callers.set(caller, created);
    return created;
  }

  const tokenOf = async (user: UserRow) => (await signToken(user, app.jwtSecret, 1)).token;

  async function forged(user: UserRow, forgery: string): Promise<string> {
    const token = await tokenOf(user);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    switch (forgery) {
      case 'expired':
        return `Bearer ${await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(app.jwtSecret))}`;
      case 'foreign':
        return `Bearer ${(await signToken(user, 'another secret that is long enough to sign', 1)).token}`;
      case 'alg-none':
        return `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      case 'tampered':
        return `Bearer ${header}.${encode({ ...claims, sub: '1', role_id: 1 })}.${signature}`;
      case 'deleted-user':
        return `Bearer ${await tokenOf(deletedUser)}`;
      case 'twice':
        return `Bearer ${token}, Bearer ${token}`;
      default:
        return `Bearer ${token} trailing`;
    }
  }

  async function authorization(caller: Caller, auth: AuthChoice): Promise<string | undefined> {
    if (auth.kind === 'none') return undefined;
    if (auth.kind === 'garbage') return auth.header;
    if (auth.kind === 'other-role') {
      return auth.role === 'visitor'
        ? undefined
        : `Bearer ${await tokenOf(await callerUser(auth.role))}`;
    }
    if (caller === 'visitor') return undefined;
    const user = await callerUser(caller);
    if (auth.kind === 'forged') return forged(user, auth.forgery);
    return `Bearer ${await tokenOf(user)}`;
  }

  function pathOf(route: FuzzRoute, request: FuzzRequest): string {
    const values = Object.fromEntries(
      Object.entries(request.params).map(([name, value]) => {
        if (value.kind === 'raw') return [name, value.text];
        if (value.kind === 'text') return [name, encodeText(value.text)];
        if (value.kind === 'existing') return [name, String(pickId(route, value.index))];
        const id = pickId(route, value.index, value.purpose);
        return [name, signLink(app.linkSecret, value.purpose, id)];
      }),
    );
    const query = queryString(request.query);
    return fillPath(route.url, values) + (query ? `?${query}` : '');
  }

  return {
    /** Refreshes the ids that exist, so paths keep naming real rows as the data changes. */
    refreshIds: (current: Record<string, number[]>) => {
      pools = current;
    },
    /** A valid authorization header for the caller (none for a visitor). */
    headersAs: async (caller: Caller): Promise<Record<string, string>> => {
      const header = await authorization(caller, { kind: 'own' });
      return header === undefined ? {} : { authorization: header };
    },
    /** The caller's own valid token, for assertions about who was asking. */
    ownsAuthorization: (request: FuzzRequest) =>
      request.auth.kind === 'own' || (request.caller === 'visitor' && request.auth.kind === 'none'),
    async toInject(route: FuzzRoute, request: FuzzRequest): Promise<InjectOptions> {
      const headers: Record<string, string> = { ...request.headers };
      const auth = await authorization(request.caller, request.auth);
      if (auth !== undefined) headers.authorization = auth;
      const { body } = request;
      let payload: string | Buffer | undefined;
      if (body.kind === 'json') {
        payload = JSON.stringify(mutate(body.value, body.mutations)) ?? 'null';
        headers['content-type'] = body.contentType;
      } else if (body.kind === 'raw') {
        payload = body.payload;
        headers['content-type'] = body.contentType;
      }
      return {
        method: route.method as InjectOptions['method'],
        url: pathOf(route, request),
        headers,
        ...(payload === undefined ? {} : { payload }),
      };
    },
  };
}
