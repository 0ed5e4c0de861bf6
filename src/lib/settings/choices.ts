/**
 * What the OI settings offer as a choice instead of an id to type (issue 26 §8): the regions, the
 * bundles of the default region and the packages, by the names people read. A list the caller may
 * not read (or the cloud cannot give) is left out, and its field stays a text field.
 */
import { ApiError, type Http } from '~/lib/api/http';
import { dataCentersApi } from '~/lib/data-centers/api';
import { isRegion, REGIONS } from '~/lib/data-centers/regions';
import { packagesApi } from '~/lib/packages/api';
import type { SettingChoice, SettingChoices } from '~/lib/settings/form';
import type { VisibleSettings } from '~/lib/settings/registry';

/** The first region when the settings name none: the bundles are the same size everywhere. */
const ANY_REGION = 'us-east-1';

/** `load()`'s choices, or undefined when the API refuses or fails (a bug still throws). */
async function offered(load: () => Promise<SettingChoice[]>): Promise<SettingChoice[] | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/** The OI settings' choices for a caller who may change them (`view` says which keys they may). */
export async function oiSettingChoices(http: Http, view: VisibleSettings): Promise<SettingChoices> {
  const editable = (key: keyof VisibleSettings) => view[key]?.editable === true && !view[key]?.locked;
  const region = String(view.defaultRegion?.value ?? '');
  const [bundles, packages] = await Promise.all([
    editable('defaultBundleId')
      ? offered(async () =>
          (await dataCentersApi(http).bundles({ region: isRegion(region) ? region : ANY_REGION })).data.map((b) => ({
            value: b.id,
            label: `${b.name}: ${b.cpuCount} vCPU, ${b.ramSizeInGb} GB memory, ${b.diskSizeInGb} GB disk, $${b.price} a month`,
          })),
        )
      : undefined,
    editable('defaultPackageId')
      ? offered(async () => (await packagesApi(http).options()).data.filter((p) => p.status === 'active').map((p) => ({ value: p.id, label: `${p.name} (${p.code})` })))
      : undefined,
  ]);
  return {
    ...(editable('defaultRegion') && { defaultRegion: REGIONS.map((r) => ({ value: r.code, label: `${r.label} (${r.code})` })) }),
    ...(bundles && { defaultBundleId: bundles }),
    ...(packages && { defaultPackageId: packages }),
  };
}
