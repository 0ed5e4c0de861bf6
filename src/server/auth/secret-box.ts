/**
 * Sealing of two-factor secrets at rest (issue 16 §1). The server must read a TOTP secret back to
 * check codes, so it cannot be hashed; it is encrypted with AES-256-GCM instead. The key comes from
 * TWO_FACTOR_KEY when set (recommended: then a copy of the database alone does not reveal the
 * secrets); otherwise the first process generates a random key and keeps it in the database table
 * `server_keys`, shared by every process — which protects against leaks of single rows or logs, not
 * against a copy of the whole database.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Database } from '~/server/db/client';
import { serverKey } from '~/server/auth/server-keys';

const KEY_NAME = 'two_factor';

/** Seals and opens strings with one key; the sealed form is `v1.iv.tag.ciphertext` (base64url). */
export interface SecretBox {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
}

/** A box over `configuredKey` (any string, hashed to 32 bytes) or, without one, the key kept in `db`. */
export function secretBox(db: Database, configuredKey?: string): SecretBox {
  const getKey = configuredKey ? () => Promise.resolve(createHash('sha256').update(configuredKey).digest()) : serverKey(db, KEY_NAME);
  return {
    async seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await getKey(), iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    async open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', await getKey(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
