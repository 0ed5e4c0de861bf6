/**
 * `GET /api/v1/dashboards/{ou,oi}` query (issue 15 §1): `period`, exactly one of 7d|30d|90d|1y
 * (no trimming or case folding), 30d when absent or empty; anything else is a 400.
 */
import { object, string, type InferType } from 'yup';
import { DEFAULT_PERIOD, PERIODS } from '~/lib/dashboards/period';

export const PERIOD_MESSAGE = 'Period must be one of 7d, 30d, 90d, 1y';

export const dashboardQuerySchema = object({
  period: string()
    .typeError(PERIOD_MESSAGE)
    .transform((v: unknown) => (v === '' ? undefined : v))
    .oneOf(PERIODS, PERIOD_MESSAGE)
    .default(DEFAULT_PERIOD),
});
export type DashboardQuery = InferType<typeof dashboardQuerySchema>;
