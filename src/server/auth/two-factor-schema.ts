/**
 * The tables of two-factor sign-in (issue 16 §1): a user's TOTP factor, recovery codes, the sign-in
 * challenges between password and code, and the keys the server generates once (the account
 * tables are in auth/schema.ts).
 */
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '~/server/auth/schema';

/**
 * A user's TOTP second factor (issue 16 §1). The secret is stored sealed (AES-256-GCM, see
 * secret-box.ts); `pendingSecret` holds a set-up not yet confirmed with a code. `lastStep` is the
 * time-step of the last accepted code, so a code is never accepted twice.
 */
export const twoFactors = pgTable('two_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** Single-use recovery codes, stored as SHA-256 hashes; a new set deletes the old one. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * The second step of a sign-in (issue 16 §1): issued once the password is right, stored hashed, lives
 * 5 minutes and is used once. `verify` asks for a code; `enroll` lets a user who must use two-factor
 * but has not enrolled set it up before any session exists.
 */
export const signInChallenges = pgTable('sign_in_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['verify', 'enroll'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Keys the server generates once and shares between its processes (e.g. the two-factor sealing key). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
