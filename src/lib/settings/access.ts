/**
 * Who may change which setting (issue 27): each key belongs to OU or OI (registry.ts SETTING_AREAS)
 * and needs that area's edit permission; the two-factor policy of super admins needs a super admin.
 * Shared by PATCH /api/v1/settings, which refuses the rest, and GET, which marks each key editable
 * or not for the settings pages. Not for islands: it brings the permission catalog.
 */
import { can, crud, type Permission, type PermissionHolder } from '~/lib/permissions';
import { SETTING_AREAS, type SettingArea, type SettingKey } from '~/lib/settings/registry';

/** The permission that changes the keys of an area; null for the super admins' own keys. */
export const SETTING_WRITE: { readonly [A in SettingArea]: Permission | null } = {
  ou: crud('ou', 'edit', 'setting'),
  oi: crud('oi', 'edit', 'setting'),
  super_admin: null,
};

/** True when `holder` may change `key`. */
export function mayChangeSetting(holder: PermissionHolder, key: SettingKey): boolean {
  const permission = SETTING_WRITE[SETTING_AREAS[key]];
  return permission ? can(holder, permission) : holder.is_super_admin;
}

/**
 * Why `holder` may not change `keys`: one sentence per missing permission (OU, then OI), then one for
 * the keys only a super admin changes; '' when they may change them all.
 */
export function settingsRefusal(holder: PermissionHolder, keys: readonly SettingKey[]): string {
  const refused = keys.filter((k) => !mayChangeSetting(holder, k));
  return (Object.keys(SETTING_WRITE) as SettingArea[])
    .map((area) => {
      const names = refused.filter((k) => SETTING_AREAS[k] === area).join(', ');
      const permission = SETTING_WRITE[area];
      if (!names) return '';
      return permission ? `You do not have permission to change ${names} (${permission}).` : `Only a super admin can change ${names}.`;
    })
    .filter(Boolean)
    .join(' ');
}
