/**
 * Routes of issue 15 §2 (base /settings). GET needs a session: every signed-in user reads the keys
 * pages draw with (company, support email, zone, locale, currency, date format) and the OI general
 * keys (spec §6 opens OI Settings to everyone); the policy keys (session, password, sign-in, audit,
 * two-factor) need `ou:view::setting` or `ou:edit::setting`. PATCH needs `ou:edit::setting`; unknown
 * keys are dropped, a bad value is a 400 naming the field, a key the environment fixes a 409.
 */
import { Hono } from 'hono';
import { can, crud } from '~/lib/permissions';
import { DISPLAY_SETTING_KEYS, OI_SETTING_KEYS, SETTING_KEYS, type SettingKey, type SettingsView } from '~/lib/settings/registry';
import { definedOnly, settingsPatchSchema } from '~/lib/settings/schemas';
import type { UserDetails } from '~/lib/types';
import { auditContext } from '~/server/audit/context';
import { requireAuth, requirePermission } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { body } from '~/server/http/validate';

const OPEN_KEYS = new Set<SettingKey>([...DISPLAY_SETTING_KEYS, ...OI_SETTING_KEYS]);

/** The part of `view` that `user` may read. */
function visibleTo(user: UserDetails, view: SettingsView): Partial<SettingsView> {
  const all = can(user, crud('ou', 'view', 'setting')) || can(user, crud('ou', 'edit', 'setting'));
  return Object.fromEntries(SETTING_KEYS.filter((k) => all || OPEN_KEYS.has(k)).map((k) => [k, view[k]]));
}

export const settingsRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, async (c) => {
    const view = await c.var.services.settings.read();
    return c.json({ message: 'Settings fetched successfully', data: visibleTo(c.var.user.details, view) });
  })
  .patch('/', requirePermission(crud('ou', 'edit', 'setting')), async (c) => {
    const changes = definedOnly(await body(c, settingsPatchSchema));
    const view = await c.var.services.settings.update(changes, auditContext(c));
    return c.json({ message: 'Settings updated successfully', data: visibleTo(c.var.user.details, view) });
  });
