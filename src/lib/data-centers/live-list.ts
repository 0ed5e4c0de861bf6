/**
 * Keeps the data-center list's state badges true while instances change (issue 10 §3), without
 * React: while a shown row is in transition (pending, stopping, rebooting, shutting down), it reads
 * the same page of the list again every few seconds and rewrites each row's badge and public IP,
 * then stops once every row has settled. Loaded only on a page that has such a row.
 */
import { isTransitional, type DataCenter } from '~/lib/data-centers/model';
import { orDash, stateLabel, stateTone } from '~/lib/data-centers/view';
import { BADGE_CLASS, TONE_CLASS } from '~/lib/tones';

/** How often the list is read again while a row is in transition, in ms. */
export const LIST_REFRESH_MS = 3000;

/** The rows (`tr[data-instance-id]`) whose state `[data-instance-state]` is in transition. */
function movingRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('tr[data-instance-id]')].filter((row) => isTransitional(row.dataset.instanceState ?? ''));
}

/** Rewrites one row from `dc`: its state (badge text and colour) and its public IP. */
export function showRow(row: HTMLElement, dc: DataCenter): void {
  const name = dc.instance_state.name;
  row.dataset.instanceState = name;
  const badge = row.querySelector<HTMLElement>('[data-state-badge]');
  if (badge) {
    badge.className = `${BADGE_CLASS} ${TONE_CLASS[stateTone(name)]}`;
    badge.textContent = stateLabel(name);
  }
  const ip = row.querySelector<HTMLElement>('[data-public-ip]');
  if (ip) ip.textContent = orDash(dc.instance_publicIpAddress);
}

/** Starts following the page's rows in transition; `listUrl` is the API list call of this page. */
export function followListStates(listUrl: string, intervalMs = LIST_REFRESH_MS): void {
  const tick = async () => {
    if (movingRows().length === 0) return;
    try {
      const res = await fetch(listUrl, { headers: { accept: 'application/json' } });
      // A lost session or a failing server: the page keeps what it shows, and a reload tells the rest.
      if (!res.ok) return;
      const { data } = (await res.json()) as { data: DataCenter[] };
      const byId = new Map(data.map((dc) => [dc.id, dc]));
      for (const row of movingRows()) {
        const dc = byId.get(row.dataset.instanceId ?? '');
        if (dc) showRow(row, dc);
      }
    } catch {
      return;
    }
    if (movingRows().length > 0) setTimeout(() => void tick(), intervalMs);
  };
  setTimeout(() => void tick(), intervalMs);
}
