/**
 * The real cloud (CLOUD_PROVIDER=lightsail): AWS Lightsail through @aws-sdk/client-lightsail, one
 * client per region, credentials from the SDK's default chain (environment, shared files, SSO,
 * instance role…). Lightsail answers actions with operations, not instances, so each action reads
 * the instance back to return it as it is right after. Only Linux/Unix blueprints and bundles are
 * offered: a Windows blueprint needs a Windows bundle, which the create form does not pair.
 */
import {
  CreateInstancesCommand,
  DeleteInstanceCommand,
  GetBlueprintsCommand,
  GetBundlesCommand,
  GetInstanceCommand,
  GetInstancesCommand,
  GetRegionsCommand,
  LightsailClient,
  RebootInstanceCommand,
  StartInstanceCommand,
  StopInstanceCommand,
  type Operation,
} from '@aws-sdk/client-lightsail';
import type { RegionCode } from '~/lib/data-centers/regions';
import { allPages, call, checkOperations, isNotFound, missing, pendingStub } from '~/server/cloud/lightsail-calls';
import { lightsailError } from '~/server/cloud/lightsail-errors';
import { LINUX_UNIX, toBlueprint, toBundle, toCloudInstance, toCloudRegion } from '~/server/cloud/lightsail-map';
import type { CloudInstance, CloudProvider, CreateInstanceRequest, InstanceRef } from '~/server/cloud/provider';

export interface LightsailOptions {
  /** The client of a region; by default one LightsailClient per region, made on first use. */
  clientFor?: (region: string) => LightsailClient;
}

/** GetRegions lists every region from any endpoint; this one is always enabled. */
const HOME_REGION = 'us-east-1';

/** Creates the Lightsail provider. */
export function lightsailProvider(options: LightsailOptions = {}): CloudProvider {
  const clients = new Map<string, LightsailClient>();
  const clientFor =
    options.clientFor ??
    ((region: string) => {
      let client = clients.get(region);
      if (!client) {
        client = new LightsailClient({ region });
        clients.set(region, client);
      }
      return client;
    });

  async function getInstance(ref: InstanceRef): Promise<CloudInstance> {
    const context = { action: `read the instance ${ref.name}`, notFound: missing(ref) };
    const out = await call(context, () => clientFor(ref.region).send(new GetInstanceCommand({ instanceName: ref.name })));
    if (!out.instance) throw lightsailError({ name: 'NotFoundException' }, context);
    return toCloudInstance(out.instance, ref.region);
  }

  /** Runs an action on one instance, then reads the instance back. */
  async function act(ref: InstanceRef, verb: string, send: () => Promise<{ operations?: Operation[] | undefined }>) {
    const context = { action: `${verb} ${ref.name}`, notFound: missing(ref) };
    checkOperations((await call(context, send)).operations, context);
    return getInstance(ref);
  }

  async function createInstance(request: CreateInstanceRequest): Promise<CloudInstance> {
    const context = { action: `create ${request.name}` };
    const out = await call(context, () =>
      clientFor(request.region).send(
        new CreateInstancesCommand({
          instanceNames: [request.name],
          availabilityZone: request.availabilityZone,
          blueprintId: request.blueprintId,
          bundleId: request.bundleId,
        }),
      ),
    );
    checkOperations(out.operations, context);
    try {
      return await getInstance(request);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      // Lightsail can take a moment to list a new instance. Report it pending; the console reads
      // pending instances again until they settle, which fills in the rest.
      return pendingStub(request);
    }
  }

  return {
    kind: 'lightsail',

    async listRegions() {
      const out = await call({ action: 'list the regions' }, () =>
        clientFor(HOME_REGION).send(new GetRegionsCommand({ includeAvailabilityZones: true })),
      );
      return (out.regions ?? []).map(toCloudRegion);
    },

    async getBlueprints(region: RegionCode) {
      const all = await allPages(async (pageToken) => {
        const out = await call({ action: `list the blueprints of ${region}` }, () =>
          clientFor(region).send(new GetBlueprintsCommand({ includeInactive: false, pageToken })),
        );
        return [out.blueprints, out.nextPageToken];
      });
      return all.filter((b) => b.isActive !== false && b.platform === LINUX_UNIX).map(toBlueprint);
    },

    async getBundles(region: RegionCode) {
      const all = await allPages(async (pageToken) => {
        const out = await call({ action: `list the bundles of ${region}` }, () =>
          clientFor(region).send(new GetBundlesCommand({ includeInactive: false, pageToken })),
        );
        return [out.bundles, out.nextPageToken];
      });
      return all.filter((b) => b.isActive !== false && (b.supportedPlatforms ?? []).includes(LINUX_UNIX)).map(toBundle);
    },

    createInstance,

    getInstance,

    async getInstances(refs) {
      const byRegion = new Map<string, Set<string>>();
      for (const ref of refs) byRegion.set(ref.region, (byRegion.get(ref.region) ?? new Set()).add(ref.name));
      const found = await Promise.all(
        [...byRegion].map(async ([region, names]) => {
          const all = await allPages(async (pageToken) => {
            const out = await call({ action: `list the instances of ${region}` }, () =>
              clientFor(region).send(new GetInstancesCommand({ pageToken })),
            );
            return [out.instances, out.nextPageToken];
          });
          return all.filter((i) => names.has(i.name ?? '')).map((i) => toCloudInstance(i, region));
        }),
      );
      return found.flat();
    },

    startInstance: (ref) =>
      act(ref, 'start', () => clientFor(ref.region).send(new StartInstanceCommand({ instanceName: ref.name }))),

    stopInstance: (ref) =>
      act(ref, 'stop', () => clientFor(ref.region).send(new StopInstanceCommand({ instanceName: ref.name }))),

    rebootInstance: (ref) =>
      act(ref, 'reboot', () => clientFor(ref.region).send(new RebootInstanceCommand({ instanceName: ref.name }))),

    async deleteInstance(ref) {
      const context = { action: `delete ${ref.name}`, notFound: missing(ref) };
      const out = await call(context, () => clientFor(ref.region).send(new DeleteInstanceCommand({ instanceName: ref.name })));
      checkOperations(out.operations, context);
      try {
        return await getInstance(ref);
      } catch (error) {
        // The delete went through; an instance that cannot be read back is already gone.
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}
