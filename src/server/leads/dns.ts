/**
 * Where a lead's subdomain is published (issue 5 point 2): an A record `{subdomain}.{LEADS_DOMAIN}`
 * pointing at the hosting instance's public IPv4 address. Two implementations behind one interface,
 * chosen like the cloud provider by CLOUD_PROVIDER: `simulator` keeps the zone in the database
 * (dns_records); `lightsail` edits a Lightsail DNS zone, whose APIs live in us-east-1 whatever the
 * region of the instances.
 */
import {
  CreateDomainEntryCommand,
  DeleteDomainEntryCommand,
  GetDomainCommand,
  LightsailClient,
  type DomainEntry,
} from '@aws-sdk/client-lightsail';
import { eq } from 'drizzle-orm';
import type { BackendConfig } from '~/server/config';
import type { Database } from '~/server/db/client';
import { dnsRecords } from '~/server/leads/schema';

/** Why a DNS change failed: the name is already used by another record, or the provider failed. */
export type DnsFailure = 'taken' | 'provider';

/** A failed DNS change; `message` is fit to show in the lead status tracker's Error column. */
export class DnsError extends Error {
  constructor(
    message: string,
    readonly reason: DnsFailure,
  ) {
    super(message);
    this.name = 'DnsError';
  }
}

/** The DNS zone of the leads. Names are fully qualified, e.g. `acme.leads.example.com`. */
export interface LeadDns {
  readonly kind: BackendConfig['cloudProvider'];
  /**
   * Publishes an A record `name` → `ip`.
   * @throws DnsError 'taken' when `name` already has a record; 'provider' when the provider fails
   */
  createRecord(name: string, ip: string): Promise<void>;
  /**
   * Removes the A record(s) of `name`. A name without a record is not an error, so that a retried
   * delete succeeds.
   * @throws DnsError 'provider' when the provider fails
   */
  deleteRecord(name: string): Promise<void>;
}

/** Lower case without the trailing dot, so names compare the way DNS does. */
export function normalizeName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

/** The message of an already-taken name. */
export function takenMessage(name: string): string {
  return `The subdomain ${normalizeName(name)} is already taken.`;
}

/** The simulator's zone: one row of dns_records per name. */
export function simulatorDns(db: Database): LeadDns {
  return {
    kind: 'simulator',
    async createRecord(name, ip) {
      const inserted = await db
        .insert(dnsRecords)
        .values({ name: normalizeName(name), type: 'A', value: ip })
        .onConflictDoNothing({ target: dnsRecords.name })
        .returning({ id: dnsRecords.id });
      if (inserted.length === 0) throw new DnsError(takenMessage(name), 'taken');
    },
    async deleteRecord(name) {
      await db.delete(dnsRecords).where(eq(dnsRecords.name, normalizeName(name)));
    },
  };
}

/** Lightsail's DNS APIs are global and served from us-east-1 only. */
export const LIGHTSAIL_DNS_REGION = 'us-east-1';

function providerError(action: string, name: string, error: unknown): DnsError {
  const detail = error instanceof Error && error.message ? error.message : String(error);
  return new DnsError(`Could not ${action} the DNS record ${normalizeName(name)}: ${detail}`, 'provider');
}

/**
 * A Lightsail DNS zone. The zone `domain` (LEADS_DOMAIN) must already exist in Lightsail.
 * @param options.client a client to use (tests); by default one in us-east-1 with the SDK's default credentials
 */
export function lightsailDns(options: { domain: string; client?: LightsailClient }): LeadDns {
  const domainName = normalizeName(options.domain);
  const client = options.client ?? new LightsailClient({ region: LIGHTSAIL_DNS_REGION });

  async function entriesNamed(name: string): Promise<DomainEntry[]> {
    const { domain } = await client.send(new GetDomainCommand({ domainName }));
    const wanted = normalizeName(name);
    return (domain?.domainEntries ?? []).filter((entry) => normalizeName(entry.name ?? '') === wanted);
  }

  return {
    kind: 'lightsail',
    async createRecord(name, ip) {
      let existing: DomainEntry[];
      try {
        existing = await entriesNamed(name);
      } catch (error) {
        throw providerError('create', name, error);
      }
      // Any record at the name (A, AAAA, CNAME…) means someone else uses it.
      if (existing.length > 0) throw new DnsError(takenMessage(name), 'taken');
      try {
        await client.send(
          new CreateDomainEntryCommand({
            domainName,
            domainEntry: { name: normalizeName(name), type: 'A', target: ip, isAlias: false },
          }),
        );
      } catch (error) {
        throw providerError('create', name, error);
      }
    },
    async deleteRecord(name) {
      try {
        // DeleteDomainEntry wants the entry as Lightsail has it (id, target…), so look it up first.
        const records = (await entriesNamed(name)).filter((entry) => entry.type === 'A');
        for (const entry of records) {
          await client.send(
            new DeleteDomainEntryCommand({
              domainName,
              domainEntry: {
                ...(entry.id ? { id: entry.id } : {}),
                ...(entry.name ? { name: entry.name } : {}),
                ...(entry.target ? { target: entry.target } : {}),
                type: 'A',
                isAlias: entry.isAlias ?? false,
              },
            }),
          );
        }
      } catch (error) {
        throw providerError('delete', name, error);
      }
    },
  };
}

/** The zone of the configured provider (CLOUD_PROVIDER), under LEADS_DOMAIN. */
export function createLeadDns(config: Pick<BackendConfig, 'cloudProvider' | 'leadsDomain'>, db: Database): LeadDns {
  return config.cloudProvider === 'lightsail' ? lightsailDns({ domain: config.leadsDomain }) : simulatorDns(db);
}
