/**
 * Dashboard figures (issue 15 §1): their keys, their shape in `GET /api/v1/dashboards/{ou,oi}`, and
 * the permission of the list each one explains. A figure the caller may not see is absent.
 */
import { crud, P, type Permission } from '~/lib/permissions';
import type { Period } from '~/lib/dashboards/period';

/** One category of a breakdown (employees by status, customers by package, …). */
export interface CategoryPoint {
  key: string;
  label: string;
  value: number;
}

/** One calendar day (YYYY-MM-DD in the settings' zone) of a per-day series. */
export interface DayPoint {
  day: string;
  value: number;
}

/** One day of leads created, split by the outcome of the attempt. */
export interface LeadDayPoint {
  day: string;
  success: number;
  failed: number;
}

/** One of the latest audit entries. */
export interface AuditPoint {
  id: number;
  at: string;
  actorName: string;
  action: string;
  entityType: string;
  entityLabel: string;
}

/** One change of an OI setting (issue 27: a new leads domain is seen on the OI dashboard), from the audit log. */
export interface SettingChangePoint {
  /** The audit entry's id. */
  id: number;
  at: string;
  actorName: string;
  key: string;
  before: unknown;
  after: unknown;
}

/**
 * A figure: its value now (or over the period), the same for the previous period, the percentage
 * change (null when previous is 0) and, for charts, a series.
 */
export interface Figure<S = never> {
  value: number;
  previous: number;
  change: number | null;
  series?: S[];
  /** ISO 4217 code of a money figure, whose value is in minor units. */
  currency?: string;
}

export interface OuFigures {
  employeesByStatus: Figure<CategoryPoint>;
  employeesByDepartment: Figure<CategoryPoint>;
  signInsPerDay: Figure<DayPoint>;
  failedSignInsPerDay: Figure<DayPoint>;
  activeSessions: Figure;
  roleHolders: Figure<CategoryPoint>;
  pendingInvitations: Figure;
  recentAudit: Figure<AuditPoint>;
}

export interface OiFigures {
  instancesByState: Figure<CategoryPoint>;
  runningMonthlyCost: Figure;
  leadsPerDay: Figure<LeadDayPoint>;
  provisioningFailureRate: Figure;
  conversionRate: Figure;
  customersByPackage: Figure<CategoryPoint>;
  customersByStatus: Figure<CategoryPoint>;
  mrr: Figure<DayPoint>;
  pendingUpgradeRequests: Figure;
  pendingResellerApplications: Figure;
  /** Changes of the OI settings in the period (audit entries), the latest ten key by key. */
  settingChanges: Figure<SettingChangePoint>;
}

export type Board = 'ou' | 'oi';
export type FiguresOf<B extends Board> = B extends 'ou' ? OuFigures : OiFigures;

/** The body of a dashboard answer. */
export interface Dashboard<B extends Board> {
  period: Period;
  from: string;
  to: string;
  figures: Partial<FiguresOf<B>>;
}

const VIEW_EMPLOYEE = crud('ou', 'view', 'employee');
const VIEW_AUDIT = crud('ou', 'view', 'audit_log');
const VIEW_DATACENTER = crud('oi', 'view', 'datacenter');
const VIEW_LEADS = crud('oi', 'view', 'allleads');

/** Each OU figure needs the view permission of the list that explains it. */
export const OU_FIGURE_PERMISSIONS: Readonly<Record<keyof OuFigures, Permission>> = {
  employeesByStatus: VIEW_EMPLOYEE,
  employeesByDepartment: VIEW_EMPLOYEE,
  signInsPerDay: VIEW_AUDIT,
  failedSignInsPerDay: VIEW_AUDIT,
  // Sessions belong to the people of the employees list.
  activeSessions: VIEW_EMPLOYEE,
  roleHolders: crud('ou', 'view', 'roles'),
  pendingInvitations: VIEW_EMPLOYEE,
  recentAudit: VIEW_AUDIT,
};

/** Each OI figure needs the view permission of the list that explains it. */
export const OI_FIGURE_PERMISSIONS: Readonly<Record<keyof OiFigures, Permission>> = {
  instancesByState: VIEW_DATACENTER,
  runningMonthlyCost: VIEW_DATACENTER,
  leadsPerDay: VIEW_LEADS,
  provisioningFailureRate: VIEW_LEADS,
  conversionRate: VIEW_LEADS,
  customersByPackage: P.OI_CUSTOMERS,
  customersByStatus: P.OI_CUSTOMERS,
  mrr: P.OI_CUSTOMERS,
  pendingUpgradeRequests: P.OI_UPGRADE_PACKAGE_REQUEST,
  pendingResellerApplications: P.OI_LIST_OF_ONLINE_RESELLERS,
  // The OI settings are open to every signed-in user (spec §6); their changes to whoever opens the dashboard.
  settingChanges: P.OI_DASHBOARD_INVENTORY,
};

export const FIGURE_PERMISSIONS = { ou: OU_FIGURE_PERMISSIONS, oi: OI_FIGURE_PERMISSIONS } as const;
