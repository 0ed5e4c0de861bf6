/**
 * The reseller form's values (issue 13 §3), yup-free so the island loads it before hydration: the
 * starting values from a reseller, and the API body from what staff typed.
 */
import { textValues } from '~/lib/form-values';
import { DEFAULT_COUNTRY, type Reseller } from '~/lib/resellers/model';
import type { ResellerFormValues } from '~/lib/resellers/form';
import type { CreateResellerInput } from '~/lib/resellers/schemas';

/** The form's starting values: empty, or the reseller being edited. */
export function toFormValues(r?: Reseller): ResellerFormValues {
  return {
    ...textValues(r, ['companyName', 'firstName', 'lastName', 'email', 'phone', 'categoryId', 'city', 'address', 'notes'] as const),
    country: r?.country ?? DEFAULT_COUNTRY,
    commissionRate: r ? r.commissionRate.toFixed(2) : '0.00',
  };
}

/** The API body from validated form values and the chosen packages. */
export function toResellerInput(v: ResellerFormValues, packageIds: string[]): CreateResellerInput {
  return {
    companyName: v.companyName,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    categoryId: v.categoryId || null,
    city: v.city,
    country: v.country || DEFAULT_COUNTRY,
    address: v.address ?? '',
    commissionRate: Number(v.commissionRate),
    packageIds,
    notes: v.notes ?? '',
  };
}
