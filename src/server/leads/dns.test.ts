import {
  CreateDomainEntryCommand,
  DeleteDomainEntryCommand,
  GetDomainCommand,
  LightsailClient,
} from '@aws-sdk/client-lightsail';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeadDns, DnsError, LIGHTSAIL_DNS_REGION, lightsailDns, normalizeName } from '~/server/leads/dns';

const lightsail = mockClient(LightsailClient);
beforeEach(() => lightsail.reset());
afterEach(() => lightsail.reset());

const zone = (entries: { id?: string; name: string; type: string; target: string }[]) => ({
  domain: { name: 'leads.example.com', domainEntries: entries },
});

describe('lightsail DNS', () => {
  it('creates an A record to the instance IP in the leads zone', async () => {
    lightsail.on(GetDomainCommand).resolves(zone([{ id: '1', name: 'other.leads.example.com', type: 'A', target: '192.0.2.9' }]));
    lightsail.on(CreateDomainEntryCommand).resolves({});
    await lightsailDns({ domain: 'leads.example.com' }).createRecord('acme.leads.example.com', '203.0.113.10');

    expect(lightsail.commandCalls(GetDomainCommand)[0]!.args[0].input).toEqual({ domainName: 'leads.example.com' });
    expect(lightsail.commandCalls(CreateDomainEntryCommand)[0]!.args[0].input).toEqual({
      domainName: 'leads.example.com',
      domainEntry: { name: 'acme.leads.example.com', type: 'A', target: '203.0.113.10', isAlias: false },
    });
  });

  it('refuses a name that already has a record as taken, without creating anything', async () => {
    lightsail.on(GetDomainCommand).resolves(zone([{ id: '7', name: 'ACME.leads.example.com.', type: 'CNAME', target: 'x.example.net' }]));
    const attempt = lightsailDns({ domain: 'leads.example.com' }).createRecord('acme.leads.example.com', '203.0.113.10');
    await expect(attempt).rejects.toThrow(new DnsError('The subdomain acme.leads.example.com is already taken.', 'taken'));
    await expect(attempt).rejects.toMatchObject({ reason: 'taken' });
    expect(lightsail.commandCalls(CreateDomainEntryCommand)).toHaveLength(0);
  });

  it('reports a provider failure with its message', async () => {
    lightsail.on(GetDomainCommand).resolves(zone([]));
    lightsail.on(CreateDomainEntryCommand).rejects(new Error('Rate exceeded'));
    const attempt = lightsailDns({ domain: 'leads.example.com' }).createRecord('acme.leads.example.com', '203.0.113.10');
    await expect(attempt).rejects.toMatchObject({
      reason: 'provider',
      message: 'Could not create the DNS record acme.leads.example.com: Rate exceeded',
    });
  });

  it('reports a missing zone as a provider failure', async () => {
    lightsail.on(GetDomainCommand).rejects(new Error('The domain does not exist'));
    await expect(lightsailDns({ domain: 'leads.example.com' }).createRecord('acme.leads.example.com', '203.0.113.10')).rejects.toMatchObject({
      reason: 'provider',
    });
  });

  it('deletes the A record as Lightsail has it, and nothing else', async () => {
    lightsail.on(GetDomainCommand).resolves(
      zone([
        { id: '1', name: 'acme.leads.example.com', type: 'A', target: '203.0.113.10' },
        { id: '2', name: 'acme.leads.example.com', type: 'TXT', target: '"keep me"' },
        { id: '3', name: 'other.leads.example.com', type: 'A', target: '192.0.2.9' },
      ]),
    );
    lightsail.on(DeleteDomainEntryCommand).resolves({});
    await lightsailDns({ domain: 'leads.example.com' }).deleteRecord('acme.leads.example.com');
    const calls = lightsail.commandCalls(DeleteDomainEntryCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({
      domainName: 'leads.example.com',
      domainEntry: { id: '1', name: 'acme.leads.example.com', target: '203.0.113.10', type: 'A', isAlias: false },
    });
  });

  it('treats a name without a record as already deleted', async () => {
    lightsail.on(GetDomainCommand).resolves(zone([]));
    await lightsailDns({ domain: 'leads.example.com' }).deleteRecord('gone.leads.example.com');
    expect(lightsail.commandCalls(DeleteDomainEntryCommand)).toHaveLength(0);
  });

  it('reports a failed delete with its message', async () => {
    lightsail.on(GetDomainCommand).resolves(zone([{ id: '1', name: 'acme.leads.example.com', type: 'A', target: '203.0.113.10' }]));
    lightsail.on(DeleteDomainEntryCommand).rejects(new Error('Access denied'));
    await expect(lightsailDns({ domain: 'leads.example.com' }).deleteRecord('acme.leads.example.com')).rejects.toMatchObject({
      reason: 'provider',
      message: 'Could not delete the DNS record acme.leads.example.com: Access denied',
    });
  });

  it('is chosen by CLOUD_PROVIDER and talks to us-east-1', async () => {
    const dns = createLeadDns({ cloudProvider: 'lightsail', leadsDomain: 'leads.example.com' }, {} as never);
    expect(dns.kind).toBe('lightsail');
    lightsail.on(GetDomainCommand).resolves(zone([]));
    await dns.deleteRecord('x.leads.example.com');
    const client = lightsail.commandCalls(GetDomainCommand)[0]!.thisValue as LightsailClient;
    expect(await client.config.region()).toBe(LIGHTSAIL_DNS_REGION);
    expect(createLeadDns({ cloudProvider: 'simulator', leadsDomain: 'leads.example.com' }, {} as never).kind).toBe('simulator');
  });
});

describe('normalizeName', () => {
  it('compares names the way DNS does', () => {
    expect(normalizeName(' Acme.Leads.Example.com. ')).toBe('acme.leads.example.com');
  });
});
