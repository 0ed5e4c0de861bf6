/**
 * Role names (issue 11 §1, issue 26 §8 and §13). A role keeps the name people typed ("QA Walk Role"),
 * trimmed and with single spaces: 2–50 characters of letters A–Z, digits, spaces, hyphens and
 * underscores, with at least one letter or digit. Its code ("qa_walk_role") is derived from that
 * name and is what the console keys on (the system role `super_admin`, the permission filter, the
 * import); two names with the same code are the same name. Plain functions, so the editor island
 * checks a name as the API does without loading yup.
 */

export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 500;

const ALLOWED = /[A-Za-z0-9 _-]/;

export const ROLE_NAME_MESSAGES = {
  required: 'Role name is required',
  min: `Role name should be at least ${ROLE_NAME_MIN} characters long`,
  max: `Role name should not be greater than ${ROLE_NAME_MAX} characters long`,
  /** Names the characters typed that are not allowed, e.g. `not “😀”`. */
  characters: (refused: string) => `Role name may contain only letters A–Z, digits, spaces, hyphens and underscores, not “${refused}”`,
  letter: 'Role name should contain a letter or a digit',
} as const;

/** The name kept of what was typed: trimmed, every run of white space one space. */
export function tidyRoleName(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

/** The code of a role name: "QA Walk Role" → "qa_walk_role" (lowercase; spaces and hyphens as one underscore). */
export function roleCode(name: string): string {
  return tidyRoleName(name)
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

/** The message for a typed name that cannot be kept, or undefined when it can. */
export function roleNameProblem(typed: string): string | undefined {
  const name = tidyRoleName(typed);
  if (name === '') return ROLE_NAME_MESSAGES.required;
  const refused = [...new Set([...name].filter((ch) => !ALLOWED.test(ch)))].join('');
  if (refused) return ROLE_NAME_MESSAGES.characters(refused);
  if (!/[A-Za-z0-9]/.test(name)) return ROLE_NAME_MESSAGES.letter;
  if (name.length < ROLE_NAME_MIN) return ROLE_NAME_MESSAGES.min;
  if (name.length > ROLE_NAME_MAX) return ROLE_NAME_MESSAGES.max;
  return undefined;
}
