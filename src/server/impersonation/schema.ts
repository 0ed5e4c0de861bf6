/**
 * Impersonation (issue 14 §3): the asymmetric signing keys, published as a JWKS until their tokens
 * expire, and one row per hand-off token (its `jti`) so that it is single use and revocable.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '~/server/auth/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { customers } from '~/server/customers/schema';

/** A signing key pair as JWKs; the newest not retired signs, every key not past `publishUntil` is published. */
export const impersonationKeys = pgTable('impersonation_keys', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when a newer key takes over signing. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  /** Once retired: when the last token it signed expires; the key leaves the JWKS after it. */
  publishUntil: timestamp('publish_until', { withTimezone: true }),
});

/** One impersonation hand-off: `id` is the token's `jti`. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerUserId: uuid('customer_user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    reason: text('reason').notNull(),
    /** The token's `aud`: https://{subdomain}.{LEADS_DOMAIN}. */
    audience: text('audience').notNull(),
    kid: text('kid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonations_customer_user_idx').on(t.customerUserId, t.createdAt.desc())],
);
