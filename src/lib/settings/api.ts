/**
 * Calls of the settings API (issue 15 §2, base /settings), for pages (server) and islands (browser).
 */
import type { Http } from '~/lib/api/http';
import type { VisibleSettings } from '~/lib/settings/registry';
import type { SettingsPatch } from '~/lib/settings/schemas';

export const SETTINGS_FALLBACK = { read: 'Failed to get the settings', update: 'Failed to update the settings' } as const;

/** The settings calls over `http`. */
export function settingsApi(http: Http) {
  return {
    /** GET /settings: the keys the caller may read, each `{value, locked, editable}`. */
    read: () => http.get<VisibleSettings>('/settings', SETTINGS_FALLBACK.read),
    /** PATCH /settings: stores the given keys (each needs its area's edit permission, issue 27). */
    update: (patch: SettingsPatch) => http.send<VisibleSettings>('patch', '/settings', patch, SETTINGS_FALLBACK.update),
  };
}
