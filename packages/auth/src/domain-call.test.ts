import { describe, it, expect } from '@jest/globals';
import { loadConfig } from '@platform/config';
import { assertionSigningKey, assertionVerifyingKey } from './assertion-keys.js';
import {
  asDomainCall,
  isDomainCall,
  requireCardsDomainCall,
  requireCardsScopeOrDomainCall,
} from './domain-call.js';
import { AssertionReader, DELEGATION_OPERATION, signAssertion } from './gateway-assertion.js';
import type { RequestContext } from './identity.js';

const reader: RequestContext = {
  requestId: 'r',
  internal: false,
  identity: {
    realm: 'cards',
    subject: 'u1',
    tokenId: 't',
    scopes: ['cards:read'],
    tier: null,
    expiresAt: 2_000_000_000,
    extras: { tokenUse: 'customer' },
  },
};

describe('calls a cards domain makes for its caller', () => {
  it('refuses a client on the fields kept for domains, whatever its scopes, and serves the same caller through a domain', () => {
    expect(() => requireCardsDomainCall(reader)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', details: { reason: 'domain_call_only' } }),
    );
    expect(requireCardsDomainCall(asDomainCall(reader)).subject).toBe('u1');
    expect(isDomainCall(reader)).toBe(false);
  });

  it("asks a client for the REST twin's scope and a domain's call for none beyond its own field's", () => {
    expect(() => requireCardsScopeOrDomainCall(reader, 'trades:read')).toThrow(
      expect.objectContaining({
        code: 'FORBIDDEN',
        details: expect.objectContaining({ reason: 'insufficient_scope' }),
      }),
    );
    expect(requireCardsScopeOrDomainCall(asDomainCall(reader), 'trades:read').subject).toBe('u1');
  });

  it('marks what a standalone subgraph sends back with its delegation, and nothing the gateway asserts for a subgraph operation', async () => {
    const config = loadConfig({ JWT_SECRET: 'jwt-secret' });
    const gateway = new AssertionReader(assertionVerifyingKey(config), () => undefined);
    const key = assertionSigningKey(config);
    const delegation = await signAssertion(key, reader, DELEGATION_OPERATION);
    expect(isDomainCall(await gateway.read(delegation, DELEGATION_OPERATION, 'f'))).toBe(true);
    const operation = { query: '{ trade(id: "1") { id } }', variables: {} };
    expect(
      isDomainCall(await gateway.read(await signAssertion(key, reader, operation), operation, 'f')),
    ).toBe(false);
  });
});
