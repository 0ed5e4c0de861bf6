/**
 * Field builders shared by the departments, designations and employees schemas (issue 12): ids of
 * other records, optional descriptions, and a list's status filter.
 */
import '~/lib/schemas/locale';
import { ID_MAX, text } from '~/lib/schemas/fields';
import { PAGE_SIZE_MAX } from '~/lib/schemas/limits';

const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, 'i');

export const DESCRIPTION_MAX = 500;

/** The id of another record (`label` names it in the message); `''` when absent. */
export const idField = (label: string) =>
  text({ label, max: ID_MAX }).matches(UUID_PATTERN, { message: `${label} is not valid`, excludeEmptyString: true }).default('');

/**
 * Ids of other records as a list filter takes them in a URL: comma-separated, at most a page of them
 * (PAGE_SIZE_MAX); `''` when absent. A page reads the rows it names in one call (the names of a
 * page's department heads), not one call per row.
 */
export const idListField = (label: string) =>
  text({ label, max: PAGE_SIZE_MAX * 37 }).matches(new RegExp(`^${UUID_SOURCE}(,${UUID_SOURCE}){0,${PAGE_SIZE_MAX - 1}}$`, 'i'), {
    message: `${label} must be at most ${PAGE_SIZE_MAX} ids separated by commas`,
    excludeEmptyString: true,
  }).default('');

/** An optional description, '' when absent. */
export const descriptionField = () => text({ label: 'Description', max: DESCRIPTION_MAX }).default('');

/** A list filter that is one of `values`, or '' for all. */
export const filterField = <T extends string>(label: string, values: readonly T[]) =>
  text({ label, max: 40 })
    .oneOf(['', ...values], `${label} must be one of: ${values.join(', ')}`)
    .default('');
