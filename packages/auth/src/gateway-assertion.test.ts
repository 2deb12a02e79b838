import { describe, it, expect } from '@jest/globals';
import { SignJWT } from 'jose';
import { gatewaySecret, readAssertion, signAssertion } from './gateway-assertion.js';

const identity = { userId: 7, tokenId: 't', plan: 'pro' as const, devices: 1, deviceBlocked: false };

describe('gateway assertion', () => {
  const key = gatewaySecret(undefined, 'jwt-secret');

  it('carries the identity from the gateway to a subgraph', async () => {
    const header = await signAssertion(key, { requestId: 'r1', identity, internal: false });
    expect(await readAssertion(key, header, 'fallback')).toEqual({ requestId: 'r1', identity, internal: false, device: undefined });
  });

  it('treats a missing, forged or foreign-key assertion as anonymous and not internal', async () => {
    const anonymous = { requestId: 'fallback', identity: null, internal: false };
    expect(await readAssertion(key, undefined, 'fallback')).toEqual(anonymous);
    expect(await readAssertion(key, 'not-a-jwt', 'fallback')).toEqual(anonymous);
    const otherKey = gatewaySecret(undefined, 'another-jwt-secret');
    const foreign = await signAssertion(otherKey, { requestId: 'r', identity, internal: true });
    expect(await readAssertion(key, foreign, 'fallback')).toEqual(anonymous);
    const noAudience = await new SignJWT({ identity, internal: true }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1m').sign(key);
    expect(await readAssertion(key, noAudience, 'fallback')).toEqual(anonymous);
  });

  it('prefers GATEWAY_SECRET over the key derived from JWT_SECRET', () => {
    expect(gatewaySecret('explicit', 'jwt')).toEqual(new TextEncoder().encode('explicit'));
    expect(gatewaySecret(undefined, 'jwt')).not.toEqual(gatewaySecret(undefined, 'other'));
  });
});
