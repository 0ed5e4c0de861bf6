/**
 * The backend's services, built once per app from its dependencies.
 */
import { databaseThrottle, type Throttle } from '~/server/auth/throttle';
import { createCloudProvider, type CloudProvider } from '~/server/cloud';
import type { BackendConfig } from '~/server/config';
import type { DatabaseHandle } from '~/server/db/client';
import { createLeadDns } from '~/server/leads/dns';
import type { Mailer } from '~/server/mail/mailer';
import { authService } from '~/server/auth/service';
import { dataCenterService } from '~/server/data-centers/service';
import { departmentService } from '~/server/departments/service';
import { designationService } from '~/server/designations/service';
import { employeeExport } from '~/server/employees/export';
import { employeeImport } from '~/server/employees/import';
import { employeeService } from '~/server/employees/service';
import { leadsService } from '~/server/leads/service';
import { invitationService } from '~/server/invitations/service';
import { superAdminService } from '~/server/super-admins/service';

export interface BackendDeps {
  database: DatabaseHandle;
  config: BackendConfig;
  mailer: Mailer;
  /** The sign-in and password-reset throttle; by default kept in `database` (tests may pass their own). */
  throttle?: Throttle | undefined;
  /** The cloud; by default the one CLOUD_PROVIDER names (tests may pass their own). */
  cloud?: CloudProvider | undefined;
}

export function createServices(deps: BackendDeps) {
  const db = deps.database.db;
  // Leads follow their data center's public address; the data centers serve the leads as hosts.
  const onAddressChange = (dataCenterId: string, publicIp: string) => leads.followAddress(dataCenterId, publicIp);
  const dataCenters = dataCenterService({ db, cloud: deps.cloud ?? createCloudProvider(deps.config, db), onAddressChange });
  const leads = leadsService({ db, dns: createLeadDns(deps.config, db), hosts: dataCenters, domain: deps.config.leadsDomain });
  const auth = authService({ db, config: deps.config, mailer: deps.mailer, throttle: deps.throttle ?? databaseThrottle(db) });
  const invitations = invitationService({ db, mailer: deps.mailer, config: deps.config });
  const revokeSessions = (userId: string) => auth.revokeSessions(userId);
  return {
    auth,
    dataCenters,
    leads,
    invitations,
    superAdmins: superAdminService({ db, invitations, revokeSessions }),
    departments: departmentService({ db }),
    designations: designationService({ db }),
    employees: employeeService({ db, invitations, revokeSessions }),
    employeeImport: employeeImport({ db, invitations }),
    employeeExport: employeeExport({ db }),
  };
}

export type Services = ReturnType<typeof createServices>;
