/**
 * Users, roles, sessions and password reset tokens (issue: foundation).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES } from '~/lib/auth/account-status';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The permission catalog of spec §6, kept in sync with src/lib/permissions.ts at start. */
export const permissions = pgTable('permissions', {
  code: text('code').primaryKey(),
  module: text('module').notNull(),
  description: text('description').notNull(),
});

/**
 * Roles (issue 11 §1): `label` is the name as people typed it ('HR Manager', issue 26 §8), `name` its
 * code ('hr_manager', lib/roles/names.ts roleCode), unique ignoring case, which the console keys on;
 * `system` marks super_admin, which cannot change.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    system: boolean('system').notNull().default(false),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** Members must sign in with a second factor and enrol at their next sign-in (issue 16 §1). */
    requiresTwoFactor: boolean('requires_two_factor').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** The rows the employees list reads: staff accounts not deleted (employees/queries.ts isEmployee). */
const EMPLOYEE_ROWS = sql`is_super_admin = false and deleted_at is null`;

/**
 * Staff (employees, issue 12 §3) and super admins. Email is unique regardless of case among accounts
 * not deleted: an employee's delete is soft (`deleted_at`), keeps the audit history and frees the email.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    contact: text('contact').notNull().default(''),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** Only 'active' accounts sign in; 'invited' ones have not set their password yet. */
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** An employee's department and designation (issue 12 §3); null for super admins. */
    departmentId: uuid('department_id').references((): AnyPgColumn => departments.id, { onDelete: 'set null' }),
    designationId: uuid('designation_id').references((): AnyPgColumn => designations.id, { onDelete: 'set null' }),
    /** `EMP-00042`, assigned from `employee_code_seq` when the employee is registered; null for super admins. */
    employeeCode: text('employee_code').unique(),
    joinedOn: date('joined_on', { mode: 'string' }),
    /** Set by an employee's (soft) delete; such accounts never sign in and are listed nowhere. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`).where(sql`deleted_at is null`),
    index('users_department_idx').on(t.departmentId),
    index('users_designation_idx').on(t.designationId),
    index('users_role_idx').on(t.roleId),
    // The employees list's orders (src/server/employees/queries.ts), each walked one page at a time
    // at any staff size; last sign-in needs one per direction because never-signed-in come last in both.
    index('users_employee_name_idx')
      .on(sql`lower(${t.firstName})`, sql`lower(coalesce(${t.lastName}, ''))`, t.id)
      .where(EMPLOYEE_ROWS),
    index('users_employee_email_idx').on(t.email, t.id).where(EMPLOYEE_ROWS),
    index('users_employee_joined_idx').on(t.joinedOn, t.id).where(EMPLOYEE_ROWS),
    index('users_employee_signed_in_idx').on(t.lastSignInAt, t.id).where(EMPLOYEE_ROWS),
    index('users_employee_signed_in_desc_idx').on(t.lastSignInAt.desc().nullsLast(), t.id.desc()).where(EMPLOYEE_ROWS),
  ],
);

/** Sign-in sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where and with what the session was opened, and when it was last used (issue 16 §2). */
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use tokens that set a password, stored hashed: a forgotten password's reset link (`reset`,
 * 30 minutes) or a new account's invitation (`invitation`, 7 days; src/server/invitations).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'invitation'] }).notNull().default('reset'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.kind)],
);

/**
 * Counted attempts of the sign-in and password-reset throttle (issue 10 §1, issue 16 §3): one row per
 * hit, in the database so every console process on one PostgreSQL enforces the same limit and a
 * restart forgets nothing. Rows older than the window and lock are pruned (see throttle.ts).
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_hits_key_at_idx').on(t.key, t.at), index('throttle_hits_at_idx').on(t.at)],
);
