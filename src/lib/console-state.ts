/**
 * What the signed-in shell hands the browser's stores (spec §2; islands share nanostores state):
 * the selected sub-product, the staff member with their role's permissions (about 4 kB) and the
 * path, as JSON in a `<script type="application/json">` that console-shell.ts reads.
 *
 * The staff member is the same object for every view of a session until a commit (session-reads.ts),
 * so their JSON is made once per object (issue 28 §1): it was an attribute before, stringified and
 * then escaped as an attribute on every view.
 */
import type { ProjectCode } from '~/lib/sub-products';
import type { UserDetails } from '~/lib/types';

/** The id of the script element that holds the state. */
export const CONSOLE_STATE_ID = 'console-state';

export interface ConsoleState {
  selected: ProjectCode;
  user: UserDetails;
  pathname: string;
}

const userJson = new WeakMap<UserDetails, string>();

/** JSON safe inside a script element: no `<` can close it or open a comment. */
const forScript = (json: string): string => json.replace(/</g, '\\u003c');

/** `state` as the script element's text: JSON with every `<` escaped; JSON.parse reads it back as `state`. */
export function consoleStateText(state: ConsoleState): string {
  let user = userJson.get(state.user);
  if (user === undefined) {
    user = forScript(JSON.stringify(state.user));
    userJson.set(state.user, user);
  }
  return `{"selected":${forScript(JSON.stringify(state.selected))},"user":${user},"pathname":${forScript(JSON.stringify(state.pathname))}}`;
}
