/**
 * What compressing the dynamic HTML costs (issue 9 §4): the OI dashboard and all-leads pages, fetched
 * uncompressed, compressed in this process at each candidate setting; the bytes it produces and the
 * median time it takes. scripts/dynamic-compression.mjs holds the setting these numbers pick.
 */
import zlib from 'node:zlib';

export const COMPRESSION_PAGES = { 'OI dashboard': '/owner-inventory/dashboard', 'all leads': '/owner-inventory/dashboard/leads/all-leads' };

const CANDIDATES: Record<string, (html: Buffer) => Buffer> = {
  'gzip 1': (html) => zlib.gzipSync(html, { level: 1 }),
  'gzip 4': (html) => zlib.gzipSync(html, { level: 4 }),
  'gzip 6': (html) => zlib.gzipSync(html, { level: 6 }),
  'brotli 0': (html) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 0 } }),
  'brotli 1': (html) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
  'brotli 4': (html) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
};
const RUNS = 200;

export interface CompressionRow {
  page: string;
  setting: string;
  bytes: number;
  /** Median time of one compression, microseconds. */
  medianUs: number;
}

/** Fetches each page of COMPRESSION_PAGES from the console at `url` and times every candidate on it. */
export async function measureCompression(url: string, cookie: string): Promise<CompressionRow[]> {
  const rows: CompressionRow[] = [];
  for (const [page, path] of Object.entries(COMPRESSION_PAGES)) {
    const response = await fetch(`${url}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
    const html = Buffer.from(await response.arrayBuffer());
    rows.push({ page, setting: 'none', bytes: html.length, medianUs: 0 });
    for (const [setting, compress] of Object.entries(CANDIDATES)) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        bytes = compress(html).length;
        times.push((performance.now() - start) * 1000);
      }
      times.sort((a, b) => a - b);
      rows.push({ page, setting, bytes, medianUs: times[Math.floor(RUNS / 2)]! });
    }
  }
  return rows;
}

/** Prints the compression measurements as a table. */
export function printCompression(rows: CompressionRow[]): void {
  console.log(`\nCompressing dynamic HTML (median of ${RUNS} runs in one process; scripts/dynamic-compression.mjs picks from these)`);
  console.table(rows.map((r) => ({ page: r.page, setting: r.setting, 'bytes': r.bytes.toLocaleString('en-US'), 'µs': r.medianUs ? r.medianUs.toFixed(0) : '' })));
}
