/**
 * The dashboards service (issue 15 §1): the figures of one dashboard for one caller and period,
 * leaving out each figure whose list the caller may not view (OU/OI_FIGURE_PERMISSIONS).
 */
import { FIGURE_PERMISSIONS, type Board, type Dashboard, type FiguresOf } from '~/lib/dashboards/model';
import { periodWindow, type Period, type PeriodWindow } from '~/lib/dashboards/period';
import { can, type Permission, type PermissionHolder } from '~/lib/permissions';
import { LRUCache } from 'lru-cache';
import type { Database } from '~/server/db/client';
import { requestDataVersion } from '~/server/db/data-version';
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
    settingChanges: oi.settingChanges,
  } satisfies Record<keyof FiguresOf<'oi'>, Aggregate>,
};

export interface DashboardDeps {
  db: Database;
  /** The settings' time zone, whose calendar days the per-day series follow. */
  timeZone: () => string;
  /** The clock (tests pin it). */
  now?: () => Date;
}

/**
 * How long computed figures are reused while no data changes: the figures that depend on the clock
 * alone (sessions still active) are at most this old.
 */
export const FIGURES_TTL_MS = 30_000;

/** Builds the dashboards service. */
export function dashboardService({ db, timeZone, now = () => new Date() }: DashboardDeps) {
  // Keys are few (board × period × zone × the figures a role may see), so a small bound suffices.
  // It holds the computation itself, so that the views arriving while one computes (the first
  // visitors, or everyone after a write) share it instead of each running the twenty queries.
  const computed = new LRUCache<string, Promise<Dashboard<Board>>>({ max: 64, ttl: FIGURES_TTL_MS });

  async function compute<B extends Board>(board: B, period: Period, window: PeriodWindow, visible: string[]): Promise<Dashboard<B>> {
    const figures: Record<string, unknown> = {};
    for (const key of visible) figures[key] = await AGGREGATES[board][key]!(db, window);
    return { period, from: window.from.toISOString(), to: window.to.toISOString(), figures: figures as Dashboard<B>['figures'] };
  }

  return {
    /**
     * The figures of `board` over `period` that `caller` may see, computed one after another (one
     * connection serves PGlite; the figures are small index-range queries), or reused while the
     * data (dataVersion) and the window are those they were computed for: the dashboard is the page
     * every member of staff opens, and twenty queries per view made it the slowest (issue 9 §4).
     * A computation that fails is forgotten, so the next view tries again.
     */
    async read<B extends Board>(board: B, caller: PermissionHolder, period: Period): Promise<Dashboard<B>> {
      const window = periodWindow(period, now(), timeZone());
      const permissions = FIGURE_PERMISSIONS[board] as Record<string, Permission>;
      const visible = Object.keys(AGGREGATES[board]).filter((key) => can(caller, permissions[key]!));
      const cacheKey = [board, period, window.to.toISOString(), window.timeZone, visible.join(','), await requestDataVersion(db)].join('|');
      let pending = computed.get(cacheKey) as Promise<Dashboard<B>> | undefined;
      if (!pending) {
        pending = compute(board, period, window, visible);
        computed.set(cacheKey, pending);
        pending.catch(() => computed.delete(cacheKey));
      }
      return pending;
    },
  };
}
