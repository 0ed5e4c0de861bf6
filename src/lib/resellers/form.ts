/**
 * The reseller registration form's schema (issue 13 §3): what staff type, as strings (the
 * commission as a percentage such as 12.50). Loaded lazily by the island; form-values.ts converts.
 */
import '~/lib/schemas/locale';
import { string, type InferType } from 'yup';
import { createResellerSchema } from '~/lib/resellers/schemas';

const shared = createResellerSchema.pick(['companyName', 'firstName', 'lastName', 'email', 'phone', 'city', 'country', 'address', 'notes']);

export const resellerFormSchema = shared.shape({
  categoryId: string().default(''),
  commissionRate: string()
    .trim()
    .required('Commission rate is required')
    .matches(/^\d{1,3}(\.\d{1,2})?$/, 'Commission rate must be a percentage with at most two decimals, such as 12.50')
    .test('range', 'Commission rate must be between 0 and 100', (v) => !v || Number(v) <= 100),
});
export type ResellerFormValues = InferType<typeof resellerFormSchema>;
