import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { HttpError } from '~/server/http/errors';
import { deflated, paddedXlsx, zipOf } from '~/server/testing/zip-bombs';
import { openZip, ZIP_LIMITS, ZIP_MESSAGES } from '~/server/spreadsheets/zip-guard';

const MB = 1024 * 1024;

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('not refused');
}

describe('openZip', () => {
  it('opens an honest archive and unpacks its parts by name', async () => {
    const zip = await openZip(zipOf([deflated('a.xml', '<a/>'), deflated('b/c.txt', 'hello '.repeat(1000))]));
    expect(zip.names).toEqual(['a.xml', 'b/c.txt']);
    expect(await text((await zip.open('b/c.txt'))!)).toBe('hello '.repeat(1000));
    expect(await zip.open('missing')).toBeUndefined();
    zip.close();
  });

  it('refuses from the directory alone a part over 50 MB, or over 100:1 above 1 MB, before unpacking anything', async () => {
    expect(await refusal(() => openZip(paddedXlsx(4000)))).toBe(ZIP_MESSAGES.tooLarge(50));
    expect(await refusal(() => openZip(paddedXlsx(2)))).toBe(ZIP_MESSAGES.tooDense(100));
    // A blank megabyte packs 1,000:1 and is harmless: small parts are not judged by their ratio.
    await expect(openZip(zipOf([deflated('printer.bin', Buffer.alloc(MB))]))).resolves.toBeDefined();
  });

  it('refuses too many parts, and parts too large together', async () => {
    const parts = Array.from({ length: 3 }, (_, i) => deflated(`p${i}`, randomBytes(1000)));
    const limits = { ...ZIP_LIMITS, entries: 2 };
    expect(await refusal(() => openZip(zipOf(parts), limits))).toBe(ZIP_MESSAGES.tooManyEntries(2));
    expect(await refusal(() => openZip(zipOf(parts), { ...ZIP_LIMITS, totalBytes: 2500 }))).toBe(ZIP_MESSAGES.tooLarge(2500 / MB));
  });

  it('stops a part that unpacks past the size its directory declares (a directory that lies)', async () => {
    const zip = await openZip(paddedXlsx(1000, { declaredBytes: 1000 }));
    const before = process.memoryUsage().heapUsed;
    const sheet = (await zip.open('xl/worksheets/sheet1.xml'))!;
    expect(await refusal(() => text(sheet))).toBe(ZIP_MESSAGES.damaged);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(20 * MB);
    zip.close();
  });

  it('refuses what is not a zip archive', async () => {
    expect(await refusal(() => openZip(Buffer.from('PK\x03\x04 and then nothing')))).toBe(ZIP_MESSAGES.unreadable);
  });
});
