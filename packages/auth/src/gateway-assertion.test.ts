import { describe, it, expect, jest } from '@jest/globals';
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { loadConfig } from '@platform/config';
import { AssertionKeyError, assertionSigningKey, assertionVerifyingKey } from './assertion-keys.js';
import {
  AssertionReader,
  DELEGATION_AUDIENCE,
  DELEGATION_OPERATION,
  signAssertion,
  signAssertionNow,
  signDelegation,
  signDelegationNow,
  subgraphAudience,
} from './gateway-assertion.js';
import { tabsIdentity } from './identity.js';

const identity = tabsIdentity(
  { userId: 7, tokenId: 't', plan: 'pro', devices: 1, deviceBlocked: false },
  2_000_000_000,
);
const config = loadConfig({ JWT_SECRET: 'jwt-secret' });
const operation = { query: '{ tabs { id } }', variables: { limit: 5 } };
const anonymous = { requestId: 'fallback', identity: null, internal: false };

function reader() {
  const rejected = jest.fn<(reason: string) => void>();
  return { rejected, reader: new AssertionReader(assertionVerifyingKey(config), rejected) };
}

describe('gateway assertion (Ed25519)', () => {
  const privateKey = assertionSigningKey(config);

  it('carries the identity from the gateway to a subgraph, for the operation it was signed for', async () => {
    const header = await signAssertion(privateKey, { requestId: 'r1', identity, internal: false }, operation);
    // The subgraph sees the body parsed from JSON, not the gateway's object.
    const received = JSON.parse(JSON.stringify(operation)) as typeof operation;
    expect(await reader().reader.read(header, received, 'fallback')).toEqual({
      requestId: 'r1',
      identity,
      internal: false,
      device: undefined,
    });
  });

  it('treats a missing, forged or foreign-key assertion as anonymous and not internal, logging each reason once', async () => {
    const { reader: subgraph, rejected } = reader();
    expect(await subgraph.read(undefined, operation, 'fallback')).toEqual(anonymous);
    expect(await subgraph.read('not-a-jwt', operation, 'fallback')).toEqual(anonymous);
    const foreignKey = generateKeyPairSync('ed25519').privateKey;
    const foreign = await signAssertion(foreignKey, { requestId: 'r', identity, internal: true }, operation);
    expect(await subgraph.read(foreign, operation, 'fallback')).toEqual(anonymous);
    expect(await subgraph.read(foreign, operation, 'fallback')).toEqual(anonymous);
    expect(rejected.mock.calls).toEqual([
      ['malformed'],
      ['signature does not verify with the gateway public key'],
    ]);
  });

  it('refuses an assertion replayed for another operation or other variables', async () => {
    const { reader: subgraph, rejected } = reader();
    const header = await signAssertion(privateKey, { requestId: 'r', identity, internal: false }, operation);
    expect(
      await subgraph.read(
        header,
        { query: 'mutation { deleteAccount { message } }', variables: {} },
        'fallback',
      ),
    ).toEqual(anonymous);
    expect(
      await subgraph.read(header, { query: operation.query, variables: { limit: 6 } }, 'fallback'),
    ).toEqual(anonymous);
    expect(rejected.mock.calls).toEqual([['bound to another operation']]);
  });

  it('binds an assertion to the subgraph it was sent to: another subgraph refuses it', async () => {
    const rejected = jest.fn<(reason: string) => void>();
    const trading = new AssertionReader(assertionVerifyingKey(config), rejected, subgraphAudience('trading'));
    const forCatalog = await signAssertion(
      privateKey,
      { requestId: 'r', identity, internal: true },
      operation,
      subgraphAudience('catalog'),
    );
    expect(await trading.read(forCatalog, operation, 'fallback')).toEqual(anonymous);
    const forTrading = await signAssertion(
      privateKey,
      { requestId: 'r', identity, internal: false },
      operation,
      subgraphAudience('trading'),
    );
    expect((await trading.read(forTrading, operation, 'fallback')).identity).toEqual(identity);
    expect(rejected.mock.calls).toEqual([['claim aud invalid']]);
  });

  it('makes a delegation for the gateway alone, never internal, naming the subgraph it was handed to', async () => {
    const rejected = jest.fn<(reason: string) => void>();
    const gateway = new AssertionReader(assertionVerifyingKey(config), rejected, DELEGATION_AUDIENCE);
    const delegation = await signDelegation(
      privateKey,
      { requestId: 'r', identity, internal: true },
      'collection',
    );
    const read = await gateway.read(delegation, DELEGATION_OPERATION, 'fallback');
    expect(read.internal).toBe(false);
    expect(read.identity).toMatchObject({ subject: identity.subject });
    expect(JSON.parse(Buffer.from(delegation.split('.')[1], 'base64url').toString())).toMatchObject({
      sub: 'collection',
      aud: DELEGATION_AUDIENCE,
    });
    // Neither a subgraph takes it as an assertion, nor the gateway an assertion (even one over the delegation's pseudo-operation) as a delegation.
    const subgraph = new AssertionReader(
      assertionVerifyingKey(config),
      () => undefined,
      subgraphAudience('collection'),
    );
    expect(await subgraph.read(delegation, DELEGATION_OPERATION, 'fallback')).toEqual(anonymous);
    const assertion = await signAssertion(
      privateKey,
      { requestId: 'r', identity, internal: false },
      DELEGATION_OPERATION,
      subgraphAudience('collection'),
    );
    expect(await gateway.read(assertion, DELEGATION_OPERATION, 'fallback')).toEqual(anonymous);
    expect(rejected.mock.calls).toEqual([['claim aud invalid']]);
  });

  it('refuses an expired assertion (beyond the clock tolerance)', async () => {
    const { reader: subgraph, rejected } = reader();
    const now = Math.floor(Date.now() / 1000);
    const { op } = JSON.parse(
      Buffer.from(
        (await signAssertion(privateKey, { requestId: 'r', identity, internal: false }, operation)).split(
          '.',
        )[1],
        'base64url',
      ).toString(),
    ) as { op: string };
    const sign = (iat: number, exp: number) =>
      new SignJWT({ requestId: 'r', identity, internal: false, op })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setIssuer('platform-gateway')
        .setAudience('platform-subgraphs')
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(privateKey);
    // Two seconds past its end is within the tolerance for clocks that differ a little.
    expect((await subgraph.read(await sign(now - 32, now - 2), operation, 'f')).identity).toEqual(identity);
    expect(await subgraph.read(await sign(now - 60, now - 30), operation, 'fallback')).toEqual(anonymous);
    expect(rejected.mock.calls).toEqual([['expired']]);
  });

  it('refuses an HS256 assertion signed with the former shared secret', async () => {
    const { reader: subgraph, rejected } = reader();
    const hs256 = await new SignJWT({ identity, internal: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('platform-subgraphs')
      .setIssuer('platform-gateway')
      .setIssuedAt()
      .setExpirationTime('30s')
      .sign(new TextEncoder().encode('jwt-secret'));
    expect(await subgraph.read(hs256, operation, 'fallback')).toEqual(anonymous);
    expect(rejected.mock.calls).toEqual([['algorithm not allowed']]);
  });

  it('uses the configured keys (PEM or JWK), and production refuses to start without them', async () => {
    const pair = generateKeyPairSync('ed25519');
    const explicit = loadConfig({
      JWT_SECRET: 'jwt-secret',
      GATEWAY_ASSERTION_PRIVATE_KEY: pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      GATEWAY_ASSERTION_PUBLIC_KEY: JSON.stringify(pair.publicKey.export({ format: 'jwk' })),
    });
    const header = await signAssertion(
      assertionSigningKey(explicit),
      { requestId: 'r', identity, internal: false },
      operation,
    );
    const subgraph = new AssertionReader(assertionVerifyingKey(explicit), () => undefined);
    expect((await subgraph.read(header, operation, 'f')).identity).toEqual(identity);
    // The development key (derived from JWT_SECRET) is not the configured one.
    expect((await reader().reader.read(header, operation, 'f')).identity).toBeNull();

    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
      PROFILE_ENCRYPTION_KEY: 'ab'.repeat(32),
    });
    expect(() => assertionSigningKey(production)).toThrow(AssertionKeyError);
    expect(() => assertionVerifyingKey(production)).toThrow(/GATEWAY_ASSERTION_PUBLIC_KEY/);
    expect(() => assertionVerifyingKey(loadConfig({ GATEWAY_ASSERTION_PUBLIC_KEY: 'not a key' }))).toThrow(
      AssertionKeyError,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ format: 'pem', type: 'spki' })
      .toString();
    expect(() => assertionVerifyingKey(loadConfig({ GATEWAY_ASSERTION_PUBLIC_KEY: rsa }))).toThrow(/Ed25519/);
  });

  it('signs a compact EdDSA JWS with the claims jose would set, valid for 30 s', async () => {
    const before = Math.floor(Date.now() / 1000);
    const header = signAssertionNow(privateKey, { requestId: 'r', identity, internal: false }, operation);
    const [protectedHeader, payload] = header
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(protectedHeader).toEqual({ alg: 'EdDSA' });
    expect(payload).toMatchObject({ iss: 'platform-gateway', aud: 'platform-subgraphs', requestId: 'r' });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe((payload.iat as number) + 30);
    const delegation = decodeJwt(
      signDelegationNow(privateKey, { requestId: 'r', identity, internal: true }, 'x'),
    );
    expect(delegation).toMatchObject({ aud: DELEGATION_AUDIENCE, sub: 'x', internal: false });
  });
});
