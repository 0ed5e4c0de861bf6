import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEY_MESSAGES, parseConfiguredKey } from '~/server/impersonation/keys';

describe('IMPERSONATION_PRIVATE_KEY', () => {
  const ed = generateKeyPairSync('ed25519');
  const pem = ed.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const jwk = JSON.stringify(ed.privateKey.export({ format: 'jwk' }));

  it('reads an Ed25519 key as PKCS8 PEM or JWK JSON, naming it by the same thumbprint', async () => {
    const fromPem = await parseConfiguredKey(pem);
    const fromJwk = await parseConfiguredKey(jwk);
    expect(fromPem.alg).toBe('EdDSA');
    expect(fromPem.kid).toBe(fromJwk.kid);
    expect(fromPem.publicJwk).not.toHaveProperty('d');
  });

  it('reads a P-256 key as ES256', async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect((await parseConfiguredKey(ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())).alg).toBe('ES256');
  });

  it.each([
    ['a public key', JSON.stringify(ed.publicKey.export({ format: 'jwk' }))],
    ['an RSA key', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()],
    ['text', 'not a key'],
  ])('refuses %s with a message naming the forms it takes', async (_label, text) => {
    await expect(parseConfiguredKey(text)).rejects.toThrow(KEY_MESSAGES.badConfigured);
  });
});
