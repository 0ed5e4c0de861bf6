/**
 * How hard what is rendered for one answer is compressed (a fresh page, an API reply), chosen by
 * `npm run bench` (bench/compression.ts) on the OI dashboard and all-leads pages. Brotli 0 takes
 * about two thirds of brotli 1's time for 3-4 % more bytes (OI dashboard: 108 µs and 14.2 kB
 * against 168 µs and 13.7 kB), and it is paid once per view on the same two cores that render
 * (issue 28 §1); a kept page is compressed once, harder (src/server/page-cache.ts).
 * Used by scripts/serve.mjs (streamed answers) and src/server/encoded-page.ts (rendered pages).
 */
export const DYNAMIC_COMPRESSION = Object.freeze({ gzipLevel: 1, brotliQuality: 0 });
