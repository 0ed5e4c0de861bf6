/**
 * Field builders shared by the departments, designations and employees schemas (issue 12): ids of
 * other records, optional descriptions, and a list's status filter.
 */
import '~/lib/schemas/locale';
import { ID_MAX, text } from '~/lib/schemas/fields';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DESCRIPTION_MAX = 500;

/** The id of another record (`label` names it in the message); `''` when absent. */
export const idField = (label: string) =>
  text({ label, max: ID_MAX }).matches(UUID_PATTERN, { message: `${label} is not valid`, excludeEmptyString: true }).default('');

/** An optional description, '' when absent. */
export const descriptionField = () => text({ label: 'Description', max: DESCRIPTION_MAX }).default('');

/** A list filter that is one of `values`, or '' for all. */
export const filterField = <T extends string>(label: string, values: readonly T[]) =>
  text({ label, max: 40 })
    .oneOf(['', ...values], `${label} must be one of: ${values.join(', ')}`)
    .default('');
