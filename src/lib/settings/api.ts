/**
 * Calls of the settings API (issue 15 §2, base /settings), for pages (server) and islands (browser).
 */
import type { Http } from '~/lib/api/http';
import type { SettingsView } from '~/lib/settings/registry';
import type { SettingsPatch } from '~/lib/settings/schemas';

export const SETTINGS_FALLBACK = { read: 'Failed to get the settings', update: 'Failed to update the settings' } as const;

/** The settings calls over `http`. */
export function settingsApi(http: Http) {
  return {
    /** GET /settings: the keys the caller may read, each `{value, locked}`. */
    read: () => http.get<Partial<SettingsView>>('/settings', SETTINGS_FALLBACK.read),
    /** PATCH /settings: stores the given keys (needs ou:edit::setting). */
    update: (patch: SettingsPatch) => http.send<Partial<SettingsView>>('patch', '/settings', patch, SETTINGS_FALLBACK.update),
  };
}
