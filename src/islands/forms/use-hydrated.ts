/**
 * Whether the island is live (issue 26 defect 6): false in the server's markup and while the island
 * hydrates, true from the first render after that (and at once in a part drawn only in the browser).
 * A control that needs the island's script, such as a submit button whose form would otherwise post
 * to the page itself, stays disabled until then.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
