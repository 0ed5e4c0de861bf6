/**
 * Reads a store in an island without a hydration mismatch: during hydration React uses the server
 * snapshot (the store's default, which is what the server rendered), then the persisted value.
 */
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => serverValue,
  );
}
