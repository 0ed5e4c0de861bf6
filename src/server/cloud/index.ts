/**
 * Chooses the cloud by CLOUD_PROVIDER (DESIGN.md "Configuration"): the simulator by default, AWS
 * Lightsail with `lightsail`.
 */
import type { BackendConfig } from '~/server/config';
import type { Database } from '~/server/db/client';
import { lightsailProvider } from '~/server/cloud/lightsail';
import type { CloudProvider } from '~/server/cloud/provider';
import { simulatorProvider } from '~/server/cloud/simulator';

export type { CloudInstance, CloudProvider, CreateInstanceRequest, InstanceRef } from '~/server/cloud/provider';

/** The configured provider; the simulator keeps its instances in `db` and waits `simulatorDelayMs` per transition. */
export function createCloudProvider(config: Pick<BackendConfig, 'cloudProvider' | 'simulatorDelayMs'>, db: Database): CloudProvider {
  return config.cloudProvider === 'lightsail' ? lightsailProvider() : simulatorProvider({ db, delayMs: config.simulatorDelayMs });
}
