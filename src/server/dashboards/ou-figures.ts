/**
 * The OU dashboard's aggregates (issue 15 §1), one function per figure, each `(db, window)` →
 * `{value, previous, change, series?}`. Snapshot figures (employees, roles, sessions, invitations)
 * compare the state now with the state at the start of the window as far as the rows tell it.
 */
import { and, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { ACCOUNT_STATUSES } from '~/lib/auth/account-status';
import type { AuditPoint, CategoryPoint, DayPoint, Figure } from '~/lib/dashboards/model';
import type { PeriodWindow } from '~/lib/dashboards/period';
import { auditLog } from '~/server/audit/schema';
import { roles, sessions, users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { departments } from '~/server/departments/schema';
import { isEmployee } from '~/server/employees/queries';
import { dayExpr, figure, fillDays, inPrevious, inWindow, total } from '~/server/dashboards/series';

/** The audit actions sign-in writes (src/server/auth/sessions.ts, login.ts, two-factor-sign-in.ts). */
export const SIGN_IN_ACTION = 'auth.login';
export const FAILED_SIGN_IN_ACTION = 'auth.login_failed';

const STATUS_LABELS: Record<string, string> = { invited: 'Invited', active: 'Active', disabled: 'Disabled' };

/** Employees that existed at `at`: created before it and not deleted by then. */
const existedAt = (at: Date) => and(eq(users.isSuperAdmin, false), lt(users.createdAt, at), or(isNull(users.deletedAt), gte(users.deletedAt, at)));

async function employeesThen(db: Database, at: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(existedAt(at));
  return row?.n ?? 0;
}

/** Employees (not super admins, not deleted) by account status; previous = employees at the window's start. */
export async function employeesByStatus(db: Database, window: PeriodWindow): Promise<Figure<CategoryPoint>> {
  const rows = await db.select({ key: users.status, value: count() }).from(users).where(isEmployee).groupBy(users.status);
  const series = ACCOUNT_STATUSES.map((key) => ({ key, label: STATUS_LABELS[key] ?? key, value: rows.find((r) => r.key === key)?.value ?? 0 }));
  return figure(total(series), await employeesThen(db, window.from), series);
}

/** Employees by department (those without one under "No department"), largest first. */
export async function employeesByDepartment(db: Database, window: PeriodWindow): Promise<Figure<CategoryPoint>> {
  const rows = await db
    .select({ key: users.departmentId, label: departments.name, value: count() })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(isEmployee)
    .groupBy(users.departmentId, departments.name)
    .orderBy(desc(count()), departments.name);
  const series = rows.map((r) => ({ key: r.key ?? 'none', label: r.label ?? 'No department', value: r.value }));
  return figure(total(series), await employeesThen(db, window.from), series);
}

async function auditPerDay(db: Database, window: PeriodWindow, action: string): Promise<Figure<DayPoint>> {
  const rows = await db
    .select({ day: dayExpr(auditLog.at, window), value: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inWindow(auditLog.at, window)))
    .groupBy(sql`1`);
  const [previous] = await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, action), inPrevious(auditLog.at, window)));
  const series = fillDays(rows, window);
  return figure(total(series), previous?.n ?? 0, series);
}

/** Successful sign-ins per day of the window (audit action auth.login). */
export const signInsPerDay = (db: Database, window: PeriodWindow) => auditPerDay(db, window, SIGN_IN_ACTION);

/** Refused sign-ins per day of the window (audit action auth.login_failed). */
export const failedSignInsPerDay = (db: Database, window: PeriodWindow) => auditPerDay(db, window, FAILED_SIGN_IN_ACTION);

/** Sessions not expired now; previous = sessions alive at the window's start (of those still stored). */
export async function activeSessions(db: Database, window: PeriodWindow): Promise<Figure> {
  const [now] = await db.select({ n: count() }).from(sessions).where(sql`${sessions.expiresAt} > ${window.to.toISOString()}`);
  const [then] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(lt(sessions.createdAt, window.from), sql`${sessions.expiresAt} > ${window.from.toISOString()}`));
  return figure(now?.n ?? 0, then?.n ?? 0);
}

/** Every role and how many accounts (employees and super admins, not deleted) hold it, most held first. */
export async function roleHolders(db: Database, window: PeriodWindow): Promise<Figure<CategoryPoint>> {
  const rows = await db
    .select({ key: roles.id, label: roles.label, value: sql<number>`count(${users.id})::int` })
    .from(roles)
    .leftJoin(users, and(eq(users.roleId, roles.id), isNull(users.deletedAt)))
    .groupBy(roles.id, roles.label)
    .orderBy(desc(sql`count(${users.id})`), roles.name);
  const [then] = await db
    .select({ n: count() })
    .from(users)
    .where(and(lt(users.createdAt, window.from), or(isNull(users.deletedAt), gte(users.deletedAt, window.from))));
  const series = rows.map((r) => ({ key: r.key, label: r.label, value: Number(r.value) }));
  return figure(total(series), then?.n ?? 0, series);
}

/** Employees invited who have not set a password yet; previous = those of them invited before the window. */
export async function pendingInvitations(db: Database, window: PeriodWindow): Promise<Figure> {
  const invited = and(isEmployee, eq(users.status, 'invited'));
  const [now] = await db.select({ n: count() }).from(users).where(invited);
  const [then] = await db.select({ n: count() }).from(users).where(and(invited, lt(users.createdAt, window.from)));
  return figure(now?.n ?? 0, then?.n ?? 0);
}

/** Audit entries written in the window against the previous one; the series is the latest 10 entries. */
export async function recentAudit(db: Database, window: PeriodWindow): Promise<Figure<AuditPoint>> {
  const [now] = await db.select({ n: count() }).from(auditLog).where(inWindow(auditLog.at, window));
  const [then] = await db.select({ n: count() }).from(auditLog).where(inPrevious(auditLog.at, window));
  const latest = await db
    .select({ id: auditLog.id, at: auditLog.at, actorName: auditLog.actorName, action: auditLog.action, entityType: auditLog.entityType, entityLabel: auditLog.entityLabel })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(10);
  return figure(now?.n ?? 0, then?.n ?? 0, latest.map((e) => ({ ...e, at: e.at.toISOString() })));
}
