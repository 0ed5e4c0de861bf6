/**
 * The settings every signed-in page draws with (issue 15 §2): company name, support email, time
 * zone, locale, currency and date format, read once per request by the middleware.
 */
import { ApiError, type Http } from '~/lib/api/http';
import { settingsApi } from '~/lib/settings/api';
import { DEFAULT_DISPLAY, DISPLAY_SETTING_KEYS, type DisplaySettings } from '~/lib/settings/registry';

/**
 * The display settings of the backend behind `http` (the caller's session). A refused or failed
 * read falls back to the defaults so the page still draws; an unavailable backend (503 or no
 * answer) is rethrown for the 503 page.
 */
export async function readDisplaySettings(http: Http): Promise<DisplaySettings> {
  try {
    const { data } = await settingsApi(http).read();
    return Object.fromEntries(DISPLAY_SETTING_KEYS.map((k) => [k, data[k]?.value ?? DEFAULT_DISPLAY[k]])) as DisplaySettings;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 503 || error.status === 0)) throw error;
    return DEFAULT_DISPLAY;
  }
}
