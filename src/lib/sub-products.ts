/**
 * The four sub-products (spec §1, §4, §6): which a user may choose, where choosing one goes, and
 * which one a path belongs to.
 */
import { P, can, type Permission, type PermissionHolder } from '~/lib/permissions';
import { OA_BASE, OI_BASE, OJ_BASE, OU_BASE } from '~/lib/routes';

export type ProjectCode = 'OU' | 'OI' | 'OJ' | 'OA';

export interface SubProduct {
  value: ProjectCode;
  label: string;
  permission: Permission;
  base: string;
  /** Built sub-products can be switched to; the others answer with a coming-soon toast. */
  built: boolean;
}

export const SUB_PRODUCTS: readonly SubProduct[] = [
  { value: 'OU', label: 'Owner Universe', permission: P.OU_OU, base: OU_BASE, built: true },
  { value: 'OI', label: 'Owner Inventory', permission: P.OI_OI, base: OI_BASE, built: true },
  { value: 'OJ', label: 'Owner Jungle', permission: P.OJ_OJ, base: OJ_BASE, built: false },
  { value: 'OA', label: 'Owner Analytic', permission: P.OA_OA, base: OA_BASE, built: false },
];

/**
 * The switcher's options for `user`: only permitted sub-products, and none at all unless the user is
 * a super admin or holds one of the four umbrella permissions (spec §6).
 */
export function switcherOptions(user: PermissionHolder): SubProduct[] {
  const umbrella = SUB_PRODUCTS.some((p) => can(user, p.permission));
  if (!user.is_super_admin && !umbrella) return [];
  return SUB_PRODUCTS.filter((p) => can(user, p.permission));
}

/** The sub-product `pathname` belongs to; /profile and other shared pages count as `fallback`. */
export function subProductOf(pathname: string, fallback: ProjectCode): ProjectCode {
  return SUB_PRODUCTS.find((p) => pathname === p.base || pathname.startsWith(`${p.base}/`))?.value ?? fallback;
}

/**
 * The selected sub-product for `user` on `pathname` (spec §4): the URL's, else OU; forced to OI for
 * a user without 'ou:access::ou'.
 */
export function selectedSubProduct(user: PermissionHolder, pathname: string): ProjectCode {
  const selected = subProductOf(pathname, 'OU');
  return selected === 'OU' && !can(user, P.OU_OU) ? 'OI' : selected;
}

/** What choosing a sub-product does (spec §2 "Sidebar"): go somewhere, or toast coming soon. */
export type SwitchResult = { kind: 'navigate'; href: string } | { kind: 'coming-soon'; message: string };

/**
 * Choosing `product` on `pathname`: OJ/OA answer with a coming-soon toast and no switch; OU/OI stay
 * when the path is already under their base path, else go to base + /dashboard.
 */
export function switchTo(product: SubProduct, pathname: string): SwitchResult {
  if (!product.built) return { kind: 'coming-soon', message: `${product.label} is coming soon.` };
  const under = pathname === product.base || pathname.startsWith(`${product.base}/`);
  return { kind: 'navigate', href: under ? pathname : `${product.base}/dashboard` };
}
