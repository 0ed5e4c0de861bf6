/**
 * Keys the server generates once and shares between its processes through the table `server_keys`
 * (the two-factor sealing key, the device cookies' signing key): the first process to ask stores a
 * random 32-byte key under its name, every later ask reads that one.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverKeys } from '~/server/auth/two-factor-schema';
import type { Database } from '~/server/db/client';

/**
 * A reader of the key `name` in `db`: read once per process; a failed read (the database down) is
 * tried again on the next call.
 */
export function serverKey(db: Database, name: string): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  async function load(): Promise<Buffer> {
    await db.insert(serverKeys).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
    return Buffer.from(row!.value, 'base64url');
  }
  return () =>
    (key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    }));
}
