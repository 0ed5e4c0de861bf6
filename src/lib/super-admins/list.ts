/**
 * The super admins list (issue 11 §3) as the list kit reads it: its query is the API's own schema
 * (search, page).
 */
import { defineList } from '~/lib/list/spec';
import { superAdminListQuerySchema } from '~/lib/super-admins/schemas';

export const superAdminList = defineList(superAdminListQuerySchema);
