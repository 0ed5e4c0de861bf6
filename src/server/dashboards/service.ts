/**
 * The dashboards service (issue 15 §1): the figures of one dashboard for one caller and period,
 * leaving out each figure whose list the caller may not view (OU/OI_FIGURE_PERMISSIONS).
 */
import { FIGURE_PERMISSIONS, type Board, type Dashboard, type FiguresOf } from '~/lib/dashboards/model';
import { periodWindow, type Period, type PeriodWindow } from '~/lib/dashboards/period';
import { can, type Permission, type PermissionHolder } from '~/lib/permissions';
import type { Database } from '~/server/db/client';
import * as oi from '~/server/dashboards/oi-figures';
import * as ou from '~/server/dashboards/ou-figures';

type Aggregate = (db: Database, window: PeriodWindow) => Promise<unknown>;

const AGGREGATES: Record<Board, Record<string, Aggregate>> = {
  ou: {
    employeesByStatus: ou.employeesByStatus,
    employeesByDepartment: ou.employeesByDepartment,
    signInsPerDay: ou.signInsPerDay,
    failedSignInsPerDay: ou.failedSignInsPerDay,
    activeSessions: ou.activeSessions,
    roleHolders: ou.roleHolders,
    pendingInvitations: ou.pendingInvitations,
    recentAudit: ou.recentAudit,
  } satisfies Record<keyof FiguresOf<'ou'>, Aggregate>,
  oi: {
    instancesByState: oi.instancesByState,
    runningMonthlyCost: oi.runningMonthlyCost,
    leadsPerDay: oi.leadsPerDay,
    provisioningFailureRate: oi.provisioningFailureRate,
    conversionRate: oi.conversionRate,
    customersByPackage: oi.customersByPackage,
    customersByStatus: oi.customersByStatus,
    mrr: oi.mrr,
    pendingUpgradeRequests: oi.pendingUpgradeRequests,
    pendingResellerApplications: oi.pendingResellerApplications,
  } satisfies Record<keyof FiguresOf<'oi'>, Aggregate>,
};

export interface DashboardDeps {
  db: Database;
  /** The settings' time zone, whose calendar days the per-day series follow. */
  timeZone: () => string;
  /** The clock (tests pin it). */
  now?: () => Date;
}

/** Builds the dashboards service. */
export function dashboardService({ db, timeZone, now = () => new Date() }: DashboardDeps) {
  return {
    /**
     * The figures of `board` over `period` that `caller` may see, computed one after another (one
     * connection serves PGlite; the figures are small index-range queries).
     */
    async read<B extends Board>(board: B, caller: PermissionHolder, period: Period): Promise<Dashboard<B>> {
      const window = periodWindow(period, now(), timeZone());
      const permissions = FIGURE_PERMISSIONS[board] as Record<string, Permission>;
      const figures: Record<string, unknown> = {};
      for (const [key, aggregate] of Object.entries(AGGREGATES[board])) {
        if (can(caller, permissions[key]!)) figures[key] = await aggregate(db, window);
      }
      return { period, from: window.from.toISOString(), to: window.to.toISOString(), figures: figures as Dashboard<B>['figures'] };
    },
  };
}
