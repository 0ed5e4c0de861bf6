/**
 * Reading and changing settings (issue 15 §2): stored values over the registry's defaults, under the
 * environment's overrides; cached in the process and dropped on every change, which is audited.
 */
import { inArray, sql } from 'drizzle-orm';
import { SETTING_DEFAULTS, SETTING_ENV, SETTING_KEYS, type SettingKey, type Settings, type SettingsView } from '~/lib/settings/registry';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { conflict } from '~/server/http/errors';
import { settings } from '~/server/settings/schema';

export interface SettingsDeps {
  db: Database;
  /** The environment the overrides are read from (process.env in the console). */
  env: Record<string, string | undefined>;
}

/** The value of `key` fixed by the environment, or undefined when it is not set there. */
function fromEnv<K extends SettingKey>(env: SettingsDeps['env'], key: K): Settings[K] | undefined {
  const override = SETTING_ENV[key];
  const raw = override ? env[override.name] : undefined;
  return override && raw !== undefined && raw !== '' ? override.parse(raw) : undefined;
}

/** Builds the service; `read()` is cheap after the first call until the next `update()`. */
export function settingsService({ db, env }: SettingsDeps) {
  let cached: Promise<SettingsView> | undefined;
  // The last values read, for code that cannot wait (e.g. a DTO's address); defaults under the environment until then.
  let snapshot = Object.fromEntries(SETTING_KEYS.map((k) => [k, fromEnv(env, k) ?? SETTING_DEFAULTS[k]])) as Settings;

  async function load(): Promise<SettingsView> {
    const rows = await db.select().from(settings);
    const stored = new Map(rows.map((r) => [r.key, r.value]));
    const view = {} as Record<SettingKey, { value: unknown; locked: boolean }>;
    for (const key of SETTING_KEYS) {
      const locked = fromEnv(env, key);
      view[key] = locked !== undefined ? { value: locked, locked: true } : { value: stored.get(key) ?? SETTING_DEFAULTS[key], locked: false };
    }
    snapshot = Object.fromEntries(SETTING_KEYS.map((k) => [k, view[k].value])) as Settings;
    return view as SettingsView;
  }

  /** Every setting with its lock state. */
  function read(): Promise<SettingsView> {
    cached ??= load().catch((error) => {
      cached = undefined;
      throw error;
    });
    return cached;
  }

  /** The plain values, for code that only needs them. */
  async function values(): Promise<Settings> {
    const view = await read();
    return Object.fromEntries(SETTING_KEYS.map((k) => [k, view[k].value])) as Settings;
  }

  /**
   * Stores `changes` (already validated by the caller's schema) and records `setting.update`.
   * @throws 409 naming the keys the environment fixes
   */
  async function update(changes: Partial<Settings>, context: AuditContext): Promise<SettingsView> {
    const keys = Object.keys(changes) as SettingKey[];
    const before = await read();
    const locked = keys.filter((k) => before[k].locked);
    if (locked.length) throw conflict(`These settings are set by the environment and cannot be changed here: ${locked.join(', ')}.`);
    const old = Object.fromEntries(keys.map((k) => [k, before[k].value]));
    await db.transaction(async (tx) => {
      if (keys.length) await tx.delete(settings).where(inArray(settings.key, keys));
      const rows = keys.map((key) => ({ key, value: changes[key] as unknown, updatedBy: context.actor?.id ?? null, updatedAt: sql`now()` }));
      if (rows.length) await tx.insert(settings).values(rows);
      await recordAudit(tx, context, { action: 'setting.update', entityType: 'settings', entityLabel: 'Settings', changes: diffChanges(old, changes, keys) });
    });
    cached = undefined;
    return read();
  }

  /** The values of the latest read, without waiting; call `read()` once at start-up to fill it. */
  function latest(): Settings {
    return snapshot;
  }

  return { read, values, latest, update };
}

export type SettingsService = ReturnType<typeof settingsService>;
