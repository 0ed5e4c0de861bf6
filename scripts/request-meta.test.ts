import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, currentRequest, isHttpsRequest, outsideRequest, parseTrustedProxies, requestIdFrom, requestMetaOf, runInRequest } from './request-meta.mjs';

/** A request from `peer` with the given headers. */
function from(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

const address = (trusted: string | undefined, peer: string, forwardedFor?: string) =>
  clientAddressOf(from(peer, forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }), parseTrustedProxies(trusted));

describe('the client address behind TRUSTED_PROXIES (issue 24 §1)', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(address(undefined, '198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
    expect(address('', '198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
    expect(address(' , ', '198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
  });

  it('is the peer when the peer is not a trusted proxy', () => {
    expect(address('10.0.0.1', '198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
    expect(address('10.0.0.0/8', '198.51.100.7', '10.0.0.2')).toBe('198.51.100.7');
  });

  it('is the forwarded address when the peer is trusted, and the peer when nothing is forwarded', () => {
    expect(address('10.0.0.1', '10.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
    expect(address('10.0.0.1', '10.0.0.1')).toBe('10.0.0.1');
  });

  it('walks a chain of trusted proxies to the right-most address that is not trusted', () => {
    expect(address('10.0.0.0/8, 192.168.1.1', '10.0.0.2', '203.0.113.5, 192.168.1.1, 10.0.0.7')).toBe('203.0.113.5');
  });

  it('ignores addresses a client wrote left of what the trusted proxy saw', () => {
    // The client sent "X-Forwarded-For: 198.51.100.66, 10.0.0.9"; the proxy appended the address it saw.
    expect(address('10.0.0.1', '10.0.0.1', '198.51.100.66, 203.0.113.5')).toBe('203.0.113.5');
    expect(address('10.0.0.0/8', '10.0.0.1', '198.51.100.66, 10.0.0.9, 203.0.113.5')).toBe('203.0.113.5');
    expect(address('10.0.0.0/8', '10.0.0.1', 'not-an-address, 203.0.113.5')).toBe('203.0.113.5');
  });

  it('is the left-most address when every hop is trusted', () => {
    expect(address('10.0.0.0/8', '10.0.0.1', '10.0.0.3, 10.0.0.2')).toBe('10.0.0.3');
  });

  it('reads IPv6 addresses and ranges, and IPv4 peers in IPv6 form', () => {
    expect(address('::1, 2001:db8::/32', '::1', '2a00:1450:4001::5, 2001:db8::7')).toBe('2a00:1450:4001::5');
    expect(address('2001:db8::/32', '2001:db8::1', '198.51.100.66, 2a00:1450:4001::5')).toBe('2a00:1450:4001::5');
    expect(address('2001:db8::/32', '2001:db9::1', '2a00:1450:4001::5')).toBe('2001:db9::1');
    expect(address('127.0.0.1', '::ffff:127.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
    expect(address('loopback', '::1', '203.0.113.5')).toBe('203.0.113.5');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range, naming the variable', () => {
    expect(() => parseTrustedProxies('10.0.0.1, proxy.example.com')).toThrow(/^TRUSTED_PROXIES .*proxy\.example\.com/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/^TRUSTED_PROXIES/);
  });

  it('believes X-Forwarded-Proto from a trusted peer only', () => {
    const trust = parseTrustedProxies('10.0.0.1');
    expect(isHttpsRequest(from('10.0.0.1', { 'x-forwarded-proto': 'https' }), trust)).toBe(true);
    expect(isHttpsRequest(from('10.0.0.1', { 'x-forwarded-proto': 'https, http' }), trust)).toBe(true);
    expect(isHttpsRequest(from('10.0.0.1', { 'x-forwarded-proto': 'http' }), trust)).toBe(false);
    expect(isHttpsRequest(from('198.51.100.7', { 'x-forwarded-proto': 'https' }), trust)).toBe(false);
  });
});

describe('the request id (issue 24 §4)', () => {
  it('keeps a valid incoming id', () => {
    for (const id of ['a', 'abc-123_DEF.9', 'x'.repeat(128), '8f14e45f-ceea-467f-a8f6-3f5e9b2c1d0a']) expect(requestIdFrom(id)).toBe(id);
  });

  it('makes a new one for a missing, empty, too long or unsafe id', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const id of [undefined, null, '', 'x'.repeat(129), 'a b', 'a,b', 'a\nb', 'é', '<script>', ['a', 'b']]) {
      expect(requestIdFrom(id)).toMatch(uuid);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });

  it('is the current request for everything awaited under it', async () => {
    const meta = requestMetaOf(from('10.0.0.1', { 'x-request-id': 'req-1', 'x-forwarded-for': '203.0.113.5' }), parseTrustedProxies('10.0.0.1'));
    expect(meta).toMatchObject({ requestId: 'req-1', clientAddress: '203.0.113.5', https: false });
    const seen = await runInRequest(meta, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequest();
    });
    expect(seen).toBe(meta);
    expect(currentRequest()).toBeUndefined();
    // Work a request starts but does not own (the backend opening, its timers) is outside it.
    const started = runInRequest(meta, () => outsideRequest(async () => currentRequest()));
    expect(await started).toBeUndefined();
  });
});
