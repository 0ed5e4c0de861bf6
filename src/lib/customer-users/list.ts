/**
 * The customer users list (issue 14 §2) as the list kit reads it: its query is the API's own schema
 * (search, customer, role, status, sort by name, last seen or creation, keyset paging).
 */
import type { Http } from '~/lib/api/http';
import { customerUsersApi } from '~/lib/customer-users/api';
import { customerUserListQuerySchema } from '~/lib/customer-users/schemas';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';

export const customerUserList = defineList(customerUserListQuerySchema);

/** The page of customer users `url` names. */
export const loadCustomerUserList = (http: Http, url: URL) => loadList(customerUserList, url, (query) => customerUsersApi(http).list(query));
