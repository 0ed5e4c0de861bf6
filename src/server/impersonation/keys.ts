/**
 * The impersonation signing keys (issue 14 §3). The key named by IMPERSONATION_PRIVATE_KEY signs when
 * set; otherwise the newest key of `impersonation_keys` not retired, generated (Ed25519) at first use.
 * Rotation retires the current key and keeps it published until the last token it signed expires.
 */
import { desc, gt, isNull, or, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import { MINUTES_MAX } from '~/lib/impersonation/model';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { conflict } from '~/server/http/errors';
import { impersonationKeys } from '~/server/impersonation/schema';

/** The algorithm of generated keys. */
export const DEFAULT_ALGORITHM = 'EdDSA';

/** A retired key stays published this long: the longest a token it signed can live. */
export const PUBLISH_AFTER_RETIRE_MS = MINUTES_MAX * 60_000;

export const KEY_MESSAGES = {
  configured: 'The signing key is set by IMPERSONATION_PRIVATE_KEY; change it there to rotate it.',
  badConfigured: 'IMPERSONATION_PRIVATE_KEY must be an Ed25519 or P-256 private key as PKCS8 PEM or JWK JSON.',
} as const;

export interface SigningKey {
  kid: string;
  alg: string;
  key: CryptoKey;
}

interface KeyPair {
  kid: string;
  alg: string;
  publicJwk: JWK;
  privateJwk: JWK;
}

/** The algorithm a JWK's curve calls for, or undefined for one we do not sign with. */
function algorithmOf(jwk: JWK): string | undefined {
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA';
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  return undefined;
}

/** Splits a private JWK into the pair, its id being the RFC 7638 thumbprint of the public half. */
async function pairOf(privateJwk: JWK): Promise<KeyPair> {
  const alg = algorithmOf(privateJwk);
  const { kty, crv, x, y, d } = privateJwk;
  if (!alg || !kty || !crv || !x || !d) throw new Error(KEY_MESSAGES.badConfigured);
  const publicJwk: JWK = { kty, crv, x, ...(y ? { y } : {}) };
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, alg, publicJwk, privateJwk: { ...publicJwk, d } };
}

/** Reads IMPERSONATION_PRIVATE_KEY (PKCS8 PEM or JWK JSON). @throws Error naming the expected forms */
export async function parseConfiguredKey(text: string): Promise<KeyPair> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      return await pairOf(JSON.parse(trimmed) as JWK);
    } catch {
      throw new Error(KEY_MESSAGES.badConfigured);
    }
  }
  for (const alg of ['EdDSA', 'ES256']) {
    try {
      return await pairOf(await exportJWK(await importPKCS8(trimmed, alg, { extractable: true })));
    } catch {
      // Not this algorithm's key: try the next.
    }
  }
  throw new Error(KEY_MESSAGES.badConfigured);
}

async function generatePair(): Promise<KeyPair> {
  const { privateKey } = await generateKeyPair(DEFAULT_ALGORITHM, { extractable: true });
  return pairOf(await exportJWK(privateKey));
}

const published = (jwk: JWK, kid: string, alg: string): JWK => ({ ...jwk, kid, alg, use: 'sig' });

export interface KeyStoreDeps {
  db: Database;
  /** IMPERSONATION_PRIVATE_KEY, when set. */
  configuredKey?: string | undefined;
}

/** Builds the key store. */
export function impersonationKeyStore({ db, configuredKey }: KeyStoreDeps) {
  const imported = new Map<string, Promise<CryptoKey>>();
  const configured = configuredKey ? parseConfiguredKey(configuredKey) : undefined;
  // A bad configured key fails each use with its message, not the process with an unhandled rejection.
  configured?.catch(() => undefined);
  // One generation at a time in this process; two processes racing both publish theirs, the newest signs.
  let generating: Promise<KeyPair> | undefined;

  const importOnce = (pair: Pick<KeyPair, 'kid' | 'alg' | 'privateJwk'>) => {
    let key = imported.get(pair.kid);
    if (!key) {
      key = importJWK(pair.privateJwk, pair.alg) as Promise<CryptoKey>;
      imported.set(pair.kid, key);
    }
    return key;
  };

  async function storedCurrent(): Promise<KeyPair | undefined> {
    const [row] = await db.select().from(impersonationKeys).where(isNull(impersonationKeys.retiredAt)).orderBy(desc(impersonationKeys.createdAt)).limit(1);
    return row ? { kid: row.kid, alg: row.algorithm, publicJwk: row.publicJwk as JWK, privateJwk: row.privateJwk as JWK } : undefined;
  }

  async function insertPair(executor: Pick<Database, 'insert'>, pair: KeyPair): Promise<void> {
    await executor.insert(impersonationKeys).values({ kid: pair.kid, algorithm: pair.alg, publicJwk: pair.publicJwk, privateJwk: pair.privateJwk });
  }

  /** The key that signs now; generates and stores the first one when there is none. */
  async function signingKey(): Promise<SigningKey> {
    const pair =
      (configured && (await configured)) ??
      (await storedCurrent()) ??
      (await (generating ??= generatePair()
        .then(async (p) => (await insertPair(db, p), p))
        .finally(() => (generating = undefined))));
    return { kid: pair.kid, alg: pair.alg, key: await importOnce(pair) };
  }

  /** The published key set: the configured key and every stored key not past its publish time. */
  async function jwks(): Promise<{ keys: JWK[] }> {
    const rows = await db
      .select({ kid: impersonationKeys.kid, alg: impersonationKeys.algorithm, jwk: impersonationKeys.publicJwk })
      .from(impersonationKeys)
      .where(or(isNull(impersonationKeys.publishUntil), gt(impersonationKeys.publishUntil, sql`now()`)))
      .orderBy(desc(impersonationKeys.createdAt));
    const keys = rows.map((r) => published(r.jwk as JWK, r.kid, r.alg));
    if (configured) {
      const pair = await configured;
      if (!keys.some((k) => k.kid === pair.kid)) keys.unshift(published(pair.publicJwk, pair.kid, pair.alg));
    }
    return { keys };
  }

  /**
   * Retires the signing key (published for PUBLISH_AFTER_RETIRE_MS more) and stores a new one, audited.
   * @returns the new key's id
   * @throws HttpError 409 while IMPERSONATION_PRIVATE_KEY fixes the key
   */
  async function rotate(context: AuditContext): Promise<{ kid: string; retired: string[] }> {
    if (configured) throw conflict(KEY_MESSAGES.configured);
    const pair = await generatePair();
    const retired = await db.transaction(async (tx) => {
      const old = await tx
        .update(impersonationKeys)
        .set({ retiredAt: sql`now()`, publishUntil: sql`now() + ${`${PUBLISH_AFTER_RETIRE_MS} milliseconds`}::interval` })
        .where(isNull(impersonationKeys.retiredAt))
        .returning({ kid: impersonationKeys.kid });
      await insertPair(tx, pair);
      await recordAudit(tx, context, {
        action: 'impersonation_key.rotate',
        entityType: 'impersonation_key',
        entityId: pair.kid,
        entityLabel: `Impersonation signing key ${pair.kid.slice(0, 8)}`,
        changes: { kid: [old.map((o) => o.kid).join(', ') || null, pair.kid] },
      });
      return old.map((o) => o.kid);
    });
    return { kid: pair.kid, retired };
  }

  return { signingKey, jwks, rotate };
}

export type ImpersonationKeyStore = ReturnType<typeof impersonationKeyStore>;
