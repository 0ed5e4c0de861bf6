/**
 * Opening an uploaded zip archive (an .xlsx, or any zip-based upload to come) so that it cannot
 * exhaust the process (issue 27 §1). The central directory is read before anything is unpacked: an
 * archive of more than `entries` parts, a part that unpacks to more than `entryBytes`, parts that
 * together unpack to more than `totalBytes`, or a part larger than `ratioFloorBytes` that unpacks to
 * more than `ratio` times its packed size is refused with a 400. A part is then unpacked as a stream
 * that fails once it yields more bytes than the directory declared (yauzl's `validateEntrySizes`), so
 * a directory that lies cannot pass either; memory holds the packed bytes and one chunk at a time.
 */
import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import { badRequest, HttpError } from '~/server/http/errors';

export interface ZipLimits {
  /** At most this many parts. */
  entries: number;
  /** No part unpacks to more bytes. */
  entryBytes: number;
  /** All parts together unpack to at most this many bytes. */
  totalBytes: number;
  /** No part above `ratioFloorBytes` unpacks to more than `ratio` times its packed size. */
  ratio: number;
  /** Parts up to this size are harmless whatever their ratio (a blank 4 kB printer setting packs 200:1). */
  ratioFloorBytes: number;
}

const MB = 1024 * 1024;

/** The limits of every upload today: an honest 10,000-row workbook unpacks to about 5 MB at 10:1. */
export const ZIP_LIMITS: ZipLimits = { entries: 1000, entryBytes: 50 * MB, totalBytes: 100 * MB, ratio: 100, ratioFloorBytes: MB };

export const ZIP_MESSAGES = {
  unreadable: 'This file could not be read as a zip archive.',
  tooManyEntries: (max: number) => `This file has more than ${max.toLocaleString('en-US')} parts; it cannot be read.`,
  tooLarge: (mb: number) => `This file unpacks to more than ${mb} MB; it cannot be read.`,
  tooDense: (ratio: number) => `This file unpacks to more than ${ratio} times its size, which no honest document does; it cannot be read.`,
  damaged: 'This file is damaged: a part does not unpack to the size its archive declares.',
} as const;

/** An archive whose directory passed the limits. */
export interface GuardedZip {
  /** The parts' names, as the directory lists them. */
  readonly names: readonly string[];
  /**
   * Part `name` unpacking as it is read; the stream fails with a 400 (ZIP_MESSAGES.damaged) when the
   * part is damaged or unpacks past its declared size. Undefined when there is no such part.
   */
  open(name: string): Promise<Readable | undefined>;
  /** Stops every stream still open. */
  close(): void;
}

/**
 * Reads the central directory of `bytes` and checks it against `limits`.
 * @throws HttpError 400 with a ZIP_MESSAGES message when it is not a zip archive or breaks a limit
 */
export async function openZip(bytes: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<GuardedZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw badRequest(ZIP_MESSAGES.unreadable);
  }
  if (zip.entryCount > limits.entries) throw badRequest(ZIP_MESSAGES.tooManyEntries(limits.entries));
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const size = entry.uncompressedSize;
      if (size > limits.entryBytes) throw badRequest(ZIP_MESSAGES.tooLarge(limits.entryBytes / MB));
      total += size;
      if (total > limits.totalBytes) throw badRequest(ZIP_MESSAGES.tooLarge(limits.totalBytes / MB));
      if (size > limits.ratioFloorBytes && size > entry.compressedSize * limits.ratio) throw badRequest(ZIP_MESSAGES.tooDense(limits.ratio));
      if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof HttpError) throw error;
    throw badRequest(ZIP_MESSAGES.unreadable);
  }

  const open = new Set<Readable>();
  return {
    names: [...entries.keys()],
    async open(name) {
      const entry = entries.get(name);
      if (!entry) return undefined;
      let source: Readable;
      try {
        source = await zip.openReadStreamPromise(entry);
      } catch {
        throw badRequest(ZIP_MESSAGES.damaged);
      }
      // Whatever yauzl or zlib says (too many bytes, a bad deflate stream), the reader sees one 400.
      const part = new PassThrough();
      source.on('error', () => part.destroy(badRequest(ZIP_MESSAGES.damaged)));
      part.once('close', () => {
        source.destroy();
        open.delete(part);
      });
      open.add(part);
      return source.pipe(part);
    },
    close() {
      for (const stream of open) stream.destroy();
      open.clear();
      zip.close();
    },
  };
}
