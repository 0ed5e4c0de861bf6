/**
 * Runs a bulk action from the browser (issue 29 §2): `POST /api/v1/<plural>/bulk` asking for the
 * streamed answer (NDJSON), reporting each `{progress}` line, and resolving with the answer's line.
 * A refusal (400, 403, …) rejects with an ApiError carrying the API's message, as the islands'
 * client does; a 401 ends the session as it does.
 */
import { endSession } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import type { BulkLine, BulkResult } from '~/lib/list/bulk';
import { FALLBACK } from '~/lib/messages';

export interface BulkBody {
  action: string;
  ids?: string[];
  filter?: Record<string, unknown>;
  reason?: string;
}

/** Posts `body` to `endpoint` (below /api/v1); `progress(done, total)` follows the run. */
export async function runBulk(endpoint: string, body: BulkBody, progress: (done: number, total: number) => void): Promise<{ message: string; data: BulkResult }> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${endpoint}`, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' }, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0, FALLBACK.generic);
  }
  if (!response.ok || !response.body) {
    if (response.status === 401) endSession();
    const refused = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
    throw new ApiError(response.status, refused.message || FALLBACK.generic, refused.errors);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffered += value ?? '';
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const parsed = JSON.parse(line) as BulkLine;
      if ('progress' in parsed) progress(parsed.progress.done, parsed.progress.total);
      else return parsed;
    }
    if (done) throw new ApiError(0, FALLBACK.generic);
  }
}

/**
 * Downloads the export of a selection: the chosen `ids` posted to `endpoint`, or the list's own
 * export of `filter` (all matching), saved under the name the API gives.
 */
export async function downloadSelection(download: { endpoint: string; format: string }, selection: { ids?: string[]; filter?: Record<string, unknown> }): Promise<void> {
  const query = new URLSearchParams({ format: download.format, ...Object.fromEntries(Object.entries(selection.filter ?? {}).map(([k, v]) => [k, String(v)])) });
  let response: Response;
  try {
    response = selection.ids
      ? await fetch(`/api/v1${download.endpoint}`, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ format: download.format, ids: selection.ids }) })
      : await fetch(`/api/v1${download.endpoint}?${query}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, FALLBACK.generic);
  }
  if (!response.ok) {
    if (response.status === 401) endSession();
    const refused = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, refused.message || FALLBACK.generic);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `export.${download.format}`;
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(await response.blob()), download: name });
  link.click();
  URL.revokeObjectURL(link.href);
}
