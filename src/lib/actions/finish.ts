/**
 * How an action ends well (issue 25 §2): its success message as a toast on the page shown next, and
 * that page: this one again (so the list shows the change), or the one the action's table names.
 */
import { toastAfterNavigation } from '~/lib/toast';

/** Shows `message` after going to `then` (this page again when left out). */
export function finish(message: string, then?: string): void {
  toastAfterNavigation('success', message);
  if (then) window.location.assign(then);
  else window.location.reload();
}
