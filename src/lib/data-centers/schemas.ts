/**
 * Yup schemas of the data-center calls (spec §7 "Data centers"), shared by the create form and the
 * API. Instance names follow Lightsail's rules, so a name Lightsail would refuse never leaves the form.
 */
import '~/lib/schemas/locale';
import { object, type InferType } from 'yup';
import { PAGE_SIZE } from '~/lib/paginator';
import { isRegion, REGION_CODES, regionLabel } from '~/lib/data-centers/regions';
import { ID_MAX, keysetPagingFields, searchField, text } from '~/lib/schemas/fields';

export const INSTANCE_NAME_MIN = 2;
export const INSTANCE_NAME_MAX = 255;

/** Lightsail's instance naming rules: 2–255 letters, digits, '-', '_' or '.', starting with a letter or digit. */
export const instanceNameField = text({
  label: 'Instance name',
  max: INSTANCE_NAME_MAX,
  maxMessage: 'Instance name must be at most 255 characters long',
})
  .required('Instance name is required')
  .min(INSTANCE_NAME_MIN, 'Instance name must be at least 2 characters long')
  .matches(/^[A-Za-z0-9]/, 'Instance name must start with a letter or a number')
  .matches(/^[A-Za-z0-9._-]*$/, 'Instance name can contain only letters, numbers, hyphens (-), underscores (_) and periods (.)');

/** One of the 13 region codes of spec §3. */
export const regionField = text({ label: 'Region', max: ID_MAX })
  .required('Region is required')
  // oneOf runs before required in yup, so the empty case gets its message here.
  .oneOf(REGION_CODES, ({ value }) => {
    if (!value) return 'Region is required';
    // Echo only what looks like a code: a 100 kB value does not belong in a message.
    return /^[\w-]{1,30}$/.test(String(value)) ? `"${String(value)}" is not one of the 13 supported regions` : 'Region is not one of the 13 supported regions';
  });

/** A zone of the region beside it: the region code plus one letter, e.g. 'us-east-1a'. */
const availabilityZoneField = text({ label: 'Availability zone', max: ID_MAX })
  .required('Availability zone is required')
  .test('in-region', function (zone) {
    const region: unknown = this.parent.region;
    if (!isRegion(region) || new RegExp(`^${region}[a-z]$`).test(zone)) return true;
    return this.createError({ message: `"${zone}" is not an availability zone of ${regionLabel(region)} (${region})` });
  });

/** A Lightsail catalogue id (blueprint or bundle): letters, digits, '_', '-', '.'. */
const catalogueId = (label: string) =>
  text({ label, max: ID_MAX })
    .required(`${label} is required`)
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
  blueprintId: catalogueId('Blueprint'),
  bundleId: catalogueId('Bundle'),
});
export type CreateInstanceInput = InferType<typeof createInstanceSchema>;

/** Query of GET /aws-light-sail/get-all-data-center: search text, keyset paging (issue 28 §4), page size (default 10, spec §9). */
export const dataCenterListQuerySchema = object({
  q: searchField(),
  ...keysetPagingFields(PAGE_SIZE),
});
export type DataCenterListQuery = InferType<typeof dataCenterListQuerySchema>;
