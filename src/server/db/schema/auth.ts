import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Staff tokens revoked before they expire (logout); rows can be pruned once `expires_at` passes. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expires_at)],
);

/**
 * Sign-in failures counted per key — an address, an account, or an address and an account
 * together (`features/auth/throttle.ts`) — shared by every instance. One row a key, counted by
 * one upsert, so concurrent attempts cannot all pass a check made before any of them counted.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** The start of the key's counting window. */
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    last_failure_at: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_throttle_last_failure_at_idx').on(table.last_failure_at)],
);

/**
 * A user's TOTP authenticator (features/auth/totp.ts), one per user. `secret` is encrypted
 * (AES-256-GCM, decision 025); `confirmed_at` is null while the user is still enrolling, and the
 * factor counts only once confirmed. `last_step` is the 30-second step of the last accepted code:
 * a code of that step or an earlier one is refused, so a code works once.
 */
export const totpFactors = pgTable('totp_factors', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  last_step: integer('last_step'),
});

/** One-time recovery codes, as keyed hashes (HMAC-SHA256, decision 025); used ones are kept, marked. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_hash_key').on(table.user_id, table.code_hash)],
);

/**
 * Password reset links (features/auth/password-reset.ts): the SHA-256 of the random token the
 * email carries, never the token. Deleted when used and when the password changes otherwise.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    /** `reset`: a forgotten password; `set`: a new company account's first password. */
    purpose: text('purpose', { enum: ['reset', 'set'] })
      .notNull()
      .default('reset'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('password_resets_purpose_check', sql`${table.purpose} in ('reset', 'set')`),
    uniqueIndex('password_resets_token_hash_key').on(table.token_hash),
    index('password_resets_user_id_idx').on(table.user_id),
    index('password_resets_expires_at_idx').on(table.expires_at),
  ],
);

/** Sign-in settings an admin changes (one row): whether every admin must use TOTP. */
export const authSettings = pgTable(
  'auth_settings',
  {
    id: smallint('id').primaryKey().default(1),
    require_totp_for_admins: boolean('require_totp_for_admins').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('auth_settings_single_row', sql`${table.id} = 1`)],
);
