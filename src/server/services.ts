/**
 * The backend's services, built once per app from its dependencies.
 */
import { localSessionEvents, type SessionEvents } from '~/server/auth/session-events';
import { databaseThrottle, type Throttle } from '~/server/auth/throttle';
import { createCloudProvider, type CloudProvider } from '~/server/cloud';
import type { BackendConfig } from '~/server/config';
import type { DatabaseHandle } from '~/server/db/client';
import { createLeadDns } from '~/server/leads/dns';
import type { Mailer } from '~/server/mail/mailer';
import { auditService } from '~/server/audit/service';
import { authService } from '~/server/auth/service';
import { businessCategoryService } from '~/server/business-categories/service';
import { dataCenterService } from '~/server/data-centers/service';
import { departmentService } from '~/server/departments/service';
import { designationService } from '~/server/designations/service';
import { employeeExport } from '~/server/employees/export';
import { employeeImport } from '~/server/employees/import';
import { employeeService } from '~/server/employees/service';
import { leadsService } from '~/server/leads/service';
import { invitationService } from '~/server/invitations/service';
import { superAdminService } from '~/server/super-admins/service';
import { settingsService } from '~/server/settings/service';
import { rolesService } from '~/server/roles/service';
import { packageService } from '~/server/packages/service';
import { resellerService } from '~/server/resellers/service';
import { upgradeRequestService } from '~/server/upgrade-requests/service';
import { impersonationKeyStore } from '~/server/impersonation/keys';
import { impersonationService } from '~/server/impersonation/service';
import { customerService, resellerCustomerCounter, subscriberCounter } from '~/server/customers/service';
import { siteSecretService } from '~/server/customers/site-secret-throttle';
import { customerUserService } from '~/server/customer-users/service';
import { dashboardService } from '~/server/dashboards/service';
import { searchService } from '~/server/search/service';

export interface BackendDeps {
  database: DatabaseHandle;
  config: BackendConfig;
  mailer: Mailer;
  /** The sign-in and password-reset throttle; by default kept in `database` (tests may pass their own). */
  throttle?: Throttle | undefined;
  /** The cloud; by default the one CLOUD_PROVIDER names (tests may pass their own). */
  cloud?: CloudProvider | undefined;
  /**
   * How session invalidations reach the other console processes (issue 16 §3): PostgreSQL
   * LISTEN/NOTIFY in the console (runtime.ts); in-process only by default.
   */
  events?: SessionEvents | undefined;
  /** Where environment overrides of settings are read; process.env by default (tests pass their own). */
  env?: Record<string, string | undefined> | undefined;
}

export function createServices(deps: BackendDeps) {
  const db = deps.database.db;
  const settings = settingsService({ db, env: deps.env ?? process.env });
  // Fills settings.latest() early; a database not up yet is reported by the first request instead.
  settings.read().catch(() => undefined);
  // Leads follow their data center's public address; the data centers serve the leads as hosts.
  const onAddressChange = (dataCenterId: string, publicIp: string) => leads.followAddress(dataCenterId, publicIp);
  const dataCenters = dataCenterService({ db, cloud: deps.cloud ?? createCloudProvider(deps.config, db), onAddressChange });
  const leads = leadsService({ db, dns: createLeadDns(deps.config, db), hosts: dataCenters, domain: () => settings.latest().leadsDomain });
  const throttle = deps.throttle ?? databaseThrottle(db);
  const auth = authService({
    db,
    config: deps.config,
    mailer: deps.mailer,
    throttle,
    settings,
    events: deps.events ?? localSessionEvents(),
    superAdminsNeedTwoFactor: async () => (await settings.values()).requireTwoFactorForSuperAdmins,
  });
  const invitations = invitationService({ db, mailer: deps.mailer, config: deps.config });
  // A role change applies to its holders on their next request: their cached sessions are dropped.
  const roles = rolesService({ db, onRoleChange: () => auth.rolesChanged() });
  const revokeSessions = (userId: string | readonly string[]) => auth.revokeSessions(userId);
  const impersonationKeys = impersonationKeyStore({ db, configuredKey: deps.config.impersonationPrivateKey });
  return {
    throttle,
    audit: auditService({ db }),
    auth,
    dataCenters,
    leads,
    roles,
    invitations,
    settings,
    superAdmins: superAdminService({ db, invitations, revokeSessions }),
    departments: departmentService({ db }),
    designations: designationService({ db }),
    employees: employeeService({ db, invitations, revokeSessions }),
    employeeImport: employeeImport({ db, invitations }),
    employeeExport: employeeExport({ db }),
    businessCategories: businessCategoryService({ db }),
    packages: packageService({ db, subscribers: subscriberCounter }),
    resellers: resellerService({ db, mailer: deps.mailer, customers: resellerCustomerCounter }),
    upgradeRequests: upgradeRequestService({ db, mailer: deps.mailer }),
    impersonationKeys,
    impersonations: impersonationService({ db, keys: impersonationKeys, issuer: deps.config.publicBaseUrl }),
    customers: customerService({ db, defaults: () => settings.values() }),
    siteSecrets: siteSecretService({ db, throttle }),
    customerUsers: customerUserService({ db }),
    dashboards: dashboardService({ db, timeZone: () => settings.latest().timeZone }),
    search: searchService({ db }),
  };
}

export type Services = ReturnType<typeof createServices>;
