/**
 * The backend's services, built once per app from its dependencies.
 */
import type { LoginThrottle } from '~/server/auth/throttle';
import { createCloudProvider, type CloudProvider } from '~/server/cloud';
import type { BackendConfig } from '~/server/config';
import type { DatabaseHandle } from '~/server/db/client';
import { createLeadDns } from '~/server/leads/dns';
import type { Mailer } from '~/server/mail/mailer';
import { authService } from '~/server/auth/service';
import { businessCategoryService } from '~/server/business-categories/service';
import { dataCenterService } from '~/server/data-centers/service';
import { leadsService } from '~/server/leads/service';
import { packageService } from '~/server/packages/service';
import { resellerService } from '~/server/resellers/service';

export interface BackendDeps {
  database: DatabaseHandle;
  config: BackendConfig;
  mailer: Mailer;
  throttle: LoginThrottle;
  /** The cloud; by default the one CLOUD_PROVIDER names (tests may pass their own). */
  cloud?: CloudProvider | undefined;
}

export function createServices(deps: BackendDeps) {
  const db = deps.database.db;
  // Leads follow their data center's public address; the data centers serve the leads as hosts.
  const onAddressChange = (dataCenterId: string, publicIp: string) => leads.followAddress(dataCenterId, publicIp);
  const dataCenters = dataCenterService({ db, cloud: deps.cloud ?? createCloudProvider(deps.config, db), onAddressChange });
  const leads = leadsService({ db, dns: createLeadDns(deps.config, db), hosts: dataCenters, domain: deps.config.leadsDomain });
  return {
    auth: authService({ db, config: deps.config, mailer: deps.mailer, throttle: deps.throttle }),
    dataCenters,
    leads,
    businessCategories: businessCategoryService({ db }),
    packages: packageService({ db }),
    resellers: resellerService({ db, mailer: deps.mailer }),
  };
}

export type Services = ReturnType<typeof createServices>;
