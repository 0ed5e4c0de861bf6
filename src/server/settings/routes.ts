/**
 * Routes of issue 15 §2 (base /settings). GET needs a session: every signed-in user reads the keys
 * pages draw with (company, support email, zone, locale, currency, date format) and the OI general
 * keys (spec §6 opens OI Settings to everyone); the policy keys (session, password, sign-in, audit,
 * two-factor) need `ou:view::setting` or `ou:edit::setting`. Each key comes with whether the caller
 * may change it. PATCH needs `ou:edit::setting` or `oi:edit::setting`, and refuses (403, naming the
 * permission) any key outside the caller's area (issue 27, src/lib/settings/access.ts); unknown keys
 * are dropped, a bad value is a 400 naming the field, a key the environment fixes a 409.
 */
import { Hono } from 'hono';
import { can, crud } from '~/lib/permissions';
import { mayChangeSetting, settingsRefusal } from '~/lib/settings/access';
import { DISPLAY_SETTING_KEYS, OI_SETTING_KEYS, SETTING_KEYS, type SettingKey, type SettingsView, type VisibleSettings } from '~/lib/settings/registry';
import { definedOnly, settingsPatchSchema } from '~/lib/settings/schemas';
import type { UserDetails } from '~/lib/types';
import { auditContext } from '~/server/audit/context';
import { requireAnyPermission, requireAuth } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { forbidden } from '~/server/http/errors';
import { body } from '~/server/http/validate';

const OPEN_KEYS = new Set<SettingKey>([...DISPLAY_SETTING_KEYS, ...OI_SETTING_KEYS]);

/** The part of `view` that `user` may read, each key marked with whether they may change it. */
function visibleTo(user: UserDetails, view: SettingsView): VisibleSettings {
  const all = can(user, crud('ou', 'view', 'setting')) || can(user, crud('ou', 'edit', 'setting'));
  return Object.fromEntries(
    SETTING_KEYS.filter((k) => all || OPEN_KEYS.has(k)).map((k) => [k, { ...view[k], editable: mayChangeSetting(user, k) }]),
  );
}

export const settingsRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, async (c) => {
    const view = await c.var.services.settings.read();
    return c.json({ message: 'Settings fetched successfully', data: visibleTo(c.var.user.details, view) });
  })
  .patch('/', requireAnyPermission([crud('ou', 'edit', 'setting'), crud('oi', 'edit', 'setting')]), async (c) => {
    const changes = definedOnly(await body(c, settingsPatchSchema));
    const refusal = settingsRefusal(c.var.user.details, Object.keys(changes) as SettingKey[]);
    if (refusal) throw forbidden(refusal);
    const view = await c.var.services.settings.update(changes, auditContext(c));
    return c.json({ message: 'Settings updated successfully', data: visibleTo(c.var.user.details, view) });
  });
