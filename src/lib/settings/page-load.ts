/**
 * What a settings page (issue 15 §2) shows: the fields of its specs with their current values, read
 * with the visitor's session, or why not and the status the page answers with (403 without the
 * fields' read permission, 502 when the read failed). The page loads it in its own frontmatter: a
 * status set once its layout has started streaming is lost.
 */
import type { Http } from '~/lib/api/http';
import { settingsApi, SETTINGS_FALLBACK } from '~/lib/settings/api';
import { settingFields, type FieldSpec, type SettingChoices, type SettingField } from '~/lib/settings/form';
import type { VisibleSettings } from '~/lib/settings/registry';

export interface SettingsLoad {
  /** False when the visitor may not read these fields (checked here too, not only by the API). */
  mayRead: boolean;
  fields?: SettingField[];
  /** Why the read failed; undefined when it did not. */
  failure?: string;
  status: 200 | 403 | 502;
}

/**
 * Reads the settings for the fields of `specs` when `mayRead`; `choose` offers values for some of
 * them once the settings are read (lib/settings/choices.ts).
 */
export async function loadSettings(
  http: Http,
  specs: readonly FieldSpec[],
  mayRead: boolean,
  choose?: (view: VisibleSettings) => Promise<SettingChoices>,
): Promise<SettingsLoad> {
  if (!mayRead) return { mayRead, status: 403 };
  try {
    const view = (await settingsApi(http).read()).data;
    return { mayRead, fields: settingFields(specs, view, choose ? await choose(view) : {}), status: 200 };
  } catch (error) {
    return { mayRead, failure: error instanceof Error ? error.message : SETTINGS_FALLBACK.read, status: 502 };
  }
}
