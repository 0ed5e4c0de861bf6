/**
 * Keeps the server-rendered facts of an instance current while the action bar follows it (issue 4
 * point 5): the detail page marks each changing value with `data-live="state-name" | "state-code" |
 * "public-ip"`, and the island calls `showLiveFields` with the instance as it now is.
 */
import type { DataCenter } from '~/lib/data-centers/model';
import { liveValue, type LiveField } from '~/lib/data-centers/view';

const FIELDS: readonly string[] = ['state-name', 'state-code', 'public-ip'] satisfies LiveField[];

/** Rewrites every `[data-live]` value under `root` (the document by default) from `instance`. */
export function showLiveFields(instance: DataCenter, root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-live]')) {
    const field = el.dataset.live ?? '';
    if (FIELDS.includes(field)) el.textContent = liveValue(instance, field as LiveField);
  }
}
