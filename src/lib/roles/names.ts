/**
 * Role names (issue 11 §1): 2–50 characters, lowercase letters, digits and underscores, unique
 * ignoring case. The form turns what is typed into that form as you type; the UI shows names with
 * spaces, as the top bar does. Plain functions, so the editor island needs no yup.
 */

export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 500;

export const ROLE_NAME_MESSAGES = {
  required: 'Role name is required',
  min: `Role name should be at least ${ROLE_NAME_MIN} characters long`,
  max: `Role name should not be greater than ${ROLE_NAME_MAX} characters long`,
  characters: 'Role name may contain only lowercase letters, digits and underscores',
} as const;

/** "Sales Manager" → "sales_manager": lowercase, spaces and dashes to underscores, other characters dropped. */
export function toRoleName(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

/** The message for a bad name, or undefined when `name` is valid. */
export function roleNameProblem(name: string): string | undefined {
  if (name === '') return ROLE_NAME_MESSAGES.required;
  if (!/^[a-z0-9_]+$/.test(name)) return ROLE_NAME_MESSAGES.characters;
  if (name.length < ROLE_NAME_MIN) return ROLE_NAME_MESSAGES.min;
  if (name.length > ROLE_NAME_MAX) return ROLE_NAME_MESSAGES.max;
  return undefined;
}

// Roles are shown by their human label everywhere ('sales_manager' → 'Sales manager', issue 10 §4).
export { roleLabel } from '~/lib/labels';
