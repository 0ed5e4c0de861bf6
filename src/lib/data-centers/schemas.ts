/**
 * Yup schemas of the data-center calls (spec §7 "Data centers"), shared by the create form and the
 * API. Instance names follow Lightsail's rules, so a name Lightsail would refuse never leaves the form.
 */
import '~/lib/schemas/locale';
import { number, object, string, type InferType } from 'yup';
import { isRegion, REGION_CODES, regionLabel } from '~/lib/data-centers/regions';

export const INSTANCE_NAME_MIN = 2;
export const INSTANCE_NAME_MAX = 255;

/** Lightsail's instance naming rules: 2–255 letters, digits, '-', '_' or '.', starting with a letter or digit. */
export const instanceNameField = string()
  .trim()
  .required('Instance name is required')
  .min(INSTANCE_NAME_MIN, 'Instance name must be at least 2 characters long')
  .max(INSTANCE_NAME_MAX, 'Instance name must be at most 255 characters long')
  .matches(/^[A-Za-z0-9]/, 'Instance name must start with a letter or a number')
  .matches(/^[A-Za-z0-9._-]*$/, 'Instance name can contain only letters, numbers, hyphens (-), underscores (_) and periods (.)');

/** One of the 13 region codes of spec §3. */
export const regionField = string()
  .trim()
  .required('Region is required')
  // oneOf runs before required in yup, so the empty case gets its message here.
  .oneOf(REGION_CODES, ({ value }) => (value ? `"${String(value)}" is not one of the 13 supported regions` : 'Region is required'));

/** A zone of the region beside it: the region code plus one letter, e.g. 'us-east-1a'. */
const availabilityZoneField = string()
  .trim()
  .required('Availability zone is required')
  .test('in-region', function (zone) {
    const region: unknown = this.parent.region;
    if (!isRegion(region) || new RegExp(`^${region}[a-z]$`).test(zone)) return true;
    return this.createError({ message: `"${zone}" is not an availability zone of ${regionLabel(region)} (${region})` });
  });

/** A Lightsail catalogue id (blueprint or bundle): letters, digits, '_', '-', '.'. */
const catalogueId = (required: string) =>
  string()
    .trim()
    .required(required)
    .max(100, 'Invalid input')
    .matches(/^[A-Za-z0-9._-]+$/, 'Invalid input');

/** Body of start, stop, reboot and delete: `{instanceName, region}` (spec §7). */
export const instanceActionSchema = object({
  instanceName: instanceNameField,
  region: regionField,
});
export type InstanceActionInput = InferType<typeof instanceActionSchema>;

/** Body of the availability zone, blueprint and bundle lookups: `{region}` (spec §7). */
export const regionSchema = object({ region: regionField });
export type RegionInput = InferType<typeof regionSchema>;

/** Body of POST /aws-light-sail/create-instance. */
export const createInstanceSchema = object({
  instanceName: instanceNameField,
  region: regionField,
  availabilityZone: availabilityZoneField,
  blueprintId: catalogueId('Blueprint is required'),
  bundleId: catalogueId('Bundle is required'),
});
export type CreateInstanceInput = InferType<typeof createInstanceSchema>;

/** Largest page the list answers. */
export const PAGE_SIZE_MAX = 100;

/** Query of GET /aws-light-sail/get-all-data-center: search text, 1-based page, page size (default 10, spec §9). */
export const dataCenterListQuerySchema = object({
  q: string().trim().max(100, 'Search text must be at most 100 characters long').default(''),
  page: number()
    .typeError('Page must be a whole number of 1 or more')
    .integer('Page must be a whole number of 1 or more')
    .min(1, 'Page must be a whole number of 1 or more')
    .default(1),
  pageSize: number()
    .typeError('Page size must be a whole number from 1 to 100')
    .integer('Page size must be a whole number from 1 to 100')
    .min(1, 'Page size must be a whole number from 1 to 100')
    .max(PAGE_SIZE_MAX, 'Page size must be a whole number from 1 to 100')
    .default(10),
});
export type DataCenterListQuery = InferType<typeof dataCenterListQuerySchema>;
