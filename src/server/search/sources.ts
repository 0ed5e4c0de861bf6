/**
 * The record types the command palette searches (issue 29 §1), each with the permission its list
 * route requires, its search (the list's own condition, served by the list's trigram indexes), and
 * where a hit opens: the record's page where it has one, else its list searched for it (by its most
 * distinctive text, so that the list shows that record).
 */
import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CUSTOMER_RIGHTS } from '~/lib/customers/rights';
import { CUSTOMER_USER_RIGHTS } from '~/lib/customer-users/rights';
import { DATA_CENTER_RIGHTS } from '~/lib/data-centers/rights';
import { EMPLOYEE_RIGHTS } from '~/lib/employees/rights';
import { LEAD_RIGHTS } from '~/lib/leads/rights';
import { can, P, type Permission } from '~/lib/permissions';
import { ROLE_RIGHTS } from '~/lib/roles/rights';
import { DASHBOARD } from '~/lib/routes';
import type { SearchType } from '~/lib/search/model';
import type { UserDetails } from '~/lib/types';
import { roles, users } from '~/server/auth/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { CUSTOMER_SEARCH } from '~/server/customers/list-customers';
import { customers } from '~/server/customers/schema';
import { dataCenters } from '~/server/data-centers/schema';
import type { Database } from '~/server/db/client';
import { searchMatch } from '~/server/db/trigram-search';
import { EMPLOYEE_SEARCH, isEmployee } from '~/server/employees/queries';
import { isLiveLead, leads } from '~/server/leads/schema';
import { packages } from '~/server/packages/schema';
import { RESELLER_SEARCH } from '~/server/resellers/list-resellers';
import { resellers } from '~/server/resellers/schema';

/** A hit as its query returns it: `key` is what its URL is made of (its id, or the text its list is searched for). */
export interface RecordHit {
  id: string;
  title: string;
  subtitle: string;
  key: string;
}

/** One record type as the palette searches it for one user. */
export interface RecordSource {
  type: Exclude<SearchType, 'page'>;
  /**
   * The SELECT of the hits (id, title, subtitle, key as text) for `q`, or undefined when `user` may
   * not see this type; it may read more than it returns, the caller keeps the best few.
   */
  select(db: Database, user: UserDetails, q: string): Promise<SQL | undefined>;
  url(hit: RecordHit, user: UserDetails): string;
}

const OI = DASHBOARD.OI;
const OU = DASHBOARD.OU;

/**
 * "One of `columns` contains `q`", each column by its own trigram index (`<table>_<column>_trgm_idx`)
 * asked for q's rare part only (server/db/trigram-search.ts), as the lists' searches of one column per index.
 */
async function anyColumnMatch(db: Database, table: string, columns: readonly { name: string; column: AnyColumn; q?: string }[], q: string): Promise<SQL> {
  const each = await Promise.all(
    columns.map(({ name, column, q: own }) => searchMatch(db, { index: `${table}_${name}_trgm_idx`, text: sql`${column}`, column: { table, name } }, own ?? q)),
  );
  return or(...each)!;
}

const holds = (user: UserDetails, needs: readonly Permission[]) => needs.every((permission) => can(user, permission));
const listed = (path: string, key: string) => `${path}?${new URLSearchParams({ q: key })}`;

/** The readers of the packages list (server/packages/routes.ts); a help reader sees the active ones only. */
const PACKAGE_READERS: readonly Permission[] = [P.OI_PACKAGES, P.OI_PACKAGE_REGISTERATION, P.OI_FORMS];
/** The readers of the resellers lists (server/resellers/routes.ts). */
const RESELLER_READERS: readonly Permission[] = [P.OI_ALL_RESELLERS, P.OI_LIST_OF_ONLINE_RESELLERS];

/** The sources in the order their groups are shown. */
export const RECORD_SOURCES: readonly RecordSource[] = [
  {
    type: 'customer',
    select: async (db, user, q) =>
      holds(user, CUSTOMER_RIGHTS.read)
        ? sql`select ${customers.id}::text as id, ${customers.businessName} as title, ${customers.ownerName} || ' · ' || ${customers.subdomain} as subtitle, ${customers.id}::text as key
            from ${customers} where ${await searchMatch(db, CUSTOMER_SEARCH, q)}`
        : undefined,
    url: (hit) => `${OI}/customers/${hit.key}`,
  },
  {
    type: 'customer-user',
    // Name and email, each served by its trigram index (migration 0021); the customer's name is shown, not searched.
    select: async (db, user, q) =>
      holds(user, CUSTOMER_USER_RIGHTS.view)
        ? sql`select ${customerUsers.id}::text as id, ${customerUsers.name} as title,
              ${customerUsers.email} || ' · ' || (select ${customers.businessName} from ${customers} where ${customers.id} = ${customerUsers.customerId}) as subtitle,
              ${customerUsers.id}::text as key
            from ${customerUsers} where ${await anyColumnMatch(db, 'customer_users', [{ name: 'name', column: customerUsers.name }, { name: 'email', column: customerUsers.email }], q)}`
        : undefined,
    url: (hit) => `${OI}/customers/users/${hit.key}`,
  },
  {
    type: 'lead',
    // As the leads lists: every lead not deleted, or with the existing-leads code only the live ones.
    select: async (db, user, q) => {
      const all = holds(user, LEAD_RIGHTS.view);
      if (!all && !holds(user, LEAD_RIGHTS.viewExisting)) return undefined;
      const found = await anyColumnMatch(
        db,
        'leads',
        [
          { name: 'name', column: leads.name },
          { name: 'email', column: leads.email },
          { name: 'company', column: leads.company },
          { name: 'subdomain', column: leads.subdomain },
        ],
        q,
      );
      return sql`select ${leads.id}::text as id, ${leads.name} as title, ${leads.company} || ' · ' || ${leads.subdomain} as subtitle, ${leads.subdomain} as key
        from ${leads} where ${and(all ? isLiveLead : eq(leads.status, 'active'), found)}`;
    },
    url: (hit, user) => listed(holds(user, LEAD_RIGHTS.view) ? `${OI}/leads/all-leads` : `${OI}/leads/existing-leads`, hit.key),
  },
  {
    type: 'reseller',
    select: async (db, user, q) =>
      RESELLER_READERS.some((permission) => can(user, permission))
        ? sql`select ${resellers.id}::text as id, ${resellers.companyName} as title, ${resellers.firstName} || ' ' || ${resellers.lastName} || ' · ' || ${resellers.email} as subtitle, ${resellers.email} as key
            from ${resellers} where ${await searchMatch(db, RESELLER_SEARCH, q)}`
        : undefined,
    url: (hit, user) => listed(can(user, P.OI_ALL_RESELLERS) ? `${OI}/resellers/all-resellers` : `${OI}/resellers/list-of-online-resellers`, hit.key),
  },
  {
    type: 'employee',
    select: async (db, user, q) =>
      holds(user, EMPLOYEE_RIGHTS.view)
        ? sql`select ${users.id}::text as id, trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) as title,
              ${users.email} || coalesce(' · ' || ${users.employeeCode}, '') as subtitle, ${users.email} as key
            from ${users} where ${and(isEmployee, await searchMatch(db, EMPLOYEE_SEARCH, q))}`
        : undefined,
    url: (hit) => listed(`${OU}/users/employees`, hit.key),
  },
  {
    type: 'package',
    // A help reader sees the catalogue customers can buy: active packages only, on the help page.
    select: async (db, user, q) => {
      const reader = PACKAGE_READERS.some((permission) => can(user, permission));
      if (!reader && !can(user, P.OU_HELP)) return undefined;
      const found = await anyColumnMatch(db, 'packages', [{ name: 'name', column: packages.name }, { name: 'code', column: packages.code }], q);
      return sql`select ${packages.id}::text as id, ${packages.name} as title, ${packages.code} as subtitle, ${packages.code} as key
        from ${packages} where ${and(found, reader ? undefined : eq(packages.status, 'active'))}`;
    },
    url: (hit, user) => (PACKAGE_READERS.some((permission) => can(user, permission)) ? listed(`${OI}/packages`, hit.key) : `${OU}/help/list-of-packages`),
  },
  {
    type: 'data-center',
    select: async (db, user, q) =>
      holds(user, DATA_CENTER_RIGHTS.view)
        ? sql`select ${dataCenters.id}::text as id, ${dataCenters.name} as title, ${dataCenters.region} || ' · ' || ${dataCenters.stateName} as subtitle, ${dataCenters.name} as key
            from ${dataCenters} where ${await anyColumnMatch(db, 'data_centers', [{ name: 'name', column: dataCenters.name }], q)}`
        : undefined,
    url: (hit, user) => (holds(user, DATA_CENTER_RIGHTS.open) ? `${OI}/general/data-center/${hit.id}` : listed(`${OI}/general/data-center`, hit.key)),
  },
  {
    type: 'role',
    // As the roles list: the name as shown, the code (spaces read as underscores) or the description.
    select: async (db, user, q) =>
      holds(user, ROLE_RIGHTS.view)
        ? sql`select ${roles.id}::text as id, ${roles.label} as title, ${roles.description} as subtitle, ${roles.label} as key
            from ${roles} where ${await anyColumnMatch(
              db,
              'roles',
              [
                { name: 'label', column: roles.label },
                { name: 'name', column: roles.name, q: q.replace(/\s+/g, '_') },
                { name: 'description', column: roles.description },
              ],
              q,
            )}`
        : undefined,
    url: (hit) => listed(`${OU}/users/roles`, hit.key),
  },
];
