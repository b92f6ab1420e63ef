import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The only reader of the environment. Everything else receives a `Config`,
 * so tests build apps with overrides instead of mutating `process.env`.
 */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Fastify's `trustProxy`: a boolean, a hop count, or a comma-separated list of addresses/CIDRs. */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false' || lower === '0' || lower === 'no') return false;
    if (lower === 'true' || lower === 'yes') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.some((part) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part))) {
      ctx.addIssue({
        code: 'custom',
        message: 'expected true, false, a hop count, or a comma-separated list of IPs/CIDRs',
      });
      return z.NEVER;
    }
    return addresses;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
  ),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** The key signed links derive from; unset, JWT_SECRET (decision 012). */
  LINK_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .min(0.25)
    .max(24 * 30)
    .default(12),
  /** A real address, or one at `localhost` like the documented default `admin@localhost`. */
  ADMIN_EMAIL: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => z.email().safeParse(value).success || /^[^\s@]+@localhost$/i.test(value),
        'expected an email address',
      )
      .optional(),
  ),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((value) => /^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(value), {
      message: 'expected an https tile URL template with {z}, {x} and {y}',
    }),
  MAP_TILE_ATTRIBUTION: z.string().trim().default('&copy; OpenStreetMap contributors'),
  GEOCODER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ROUTING_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  QUOTE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(10_000).default(5),
  LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(10_000).default(60),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'expected smtp:// or smtps://' }).optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Coach Hire Ireland <quotes@coachhire.ie>'),
  STAFF_ALERT_EMAIL: optionalText.pipe(z.email('expected an email address').optional()),
  SMS_PROVIDER: optionalText.pipe(z.enum(['twilio']).optional()),
  SMS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com/2010-04-01'),
  SMS_ACCOUNT_SID: optionalText,
  SMS_AUTH_TOKEN: optionalText,
  SMS_FROM: optionalText,
  JOB_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1_000),
  JOB_BACKOFF_SECONDS: z
    .string()
    .trim()
    .default('60,300,900,2700')
    .transform((value, ctx) => {
      const delays = value.split(',').map((part) => Number(part.trim()));
      if (delays.length === 0 || delays.some((delay) => !Number.isFinite(delay) || delay < 0)) {
        ctx.addIssue({
          code: 'custom',
          message: 'expected comma-separated seconds, e.g. 60,300,900',
        });
        return z.NEVER;
      }
      return delays;
    }),
  /** Marketplace matching (issue #10): who is invited to quote, and when the search widens. */
  MATCH_RADIUS_KM: z.coerce.number().min(0).max(500).default(50),
  MATCH_INVITES_PER_WAVE: z.coerce.number().int().min(1).max(20).default(5),
  MATCH_MAX_INVITES: z.coerce.number().int().min(1).max(50).default(10),
  MATCH_MIN_QUOTES: z.coerce.number().int().min(1).max(20).default(3),
  MATCH_WIDEN_AFTER_MINUTES: z.coerce.number().min(1).max(10_080).default(60),
  NO_QUOTE_ALERT_MINUTES: z.coerce.number().min(1).max(10_080).default(90),
  /**
   * How many matches a lead list counts exactly before its total becomes an estimate ("about N")
   * when the filters need the leads themselves counted (docs/product.md#lists-and-paging).
   */
  LEAD_LIST_EXACT_COUNT_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  /**
   * Months after a request's travel date when its personal data is anonymised by the daily
   * retention job (docs/product.md#my-requests-and-privacy).
   */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  CLIENT_DIR: z.string().trim().min(1).default('./dist/client'),
  API_DOCS: booleanText.default(true),
});

export const configSchema = envSchema
  .superRefine((env, ctx) => {
    // ADMIN_PASSWORD alone is for the default admin@localhost (features/users/first-admin.ts).
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL needs ADMIN_PASSWORD',
      });
    }
    if (env.SMS_PROVIDER && !(env.SMS_ACCOUNT_SID && env.SMS_AUTH_TOKEN && env.SMS_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'needs SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM',
      });
    }
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message:
          'is required with DATABASE_URL, so every server instance signs and checks tokens with the same secret',
      });
    }
  })
  .transform((env) => {
    const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(env.DATA_DIR);
    const clientDir = isAbsolute(env.CLIENT_DIR) ? env.CLIENT_DIR : resolve(env.CLIENT_DIR);
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    return { ...env, DATA_DIR: dataDir, CLIENT_DIR: clientDir, PUBLIC_URL: publicUrl };
  });

export type Config = z.output<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment, reporting every bad variable at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, env[key]]));
  const result = configSchema.safeParse(known);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      const value = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
      const shown = value === undefined || /SECRET|PASSWORD/.test(name) ? '' : ` (got "${value}")`;
      return `${name}: ${issue.message}${shown}`;
    }),
  );
}
