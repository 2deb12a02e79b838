import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { openDomainOrm, type DomainOrm } from '@platform/db';
import { createLogger } from '@platform/observability';
import { startSubgraph, type RunningSubgraph } from '@platform/subgraph-kit';
import { graphql } from 'graphql';
import { RateLimited } from '@platform/errors';
import { accountsSubgraph } from '../src/subgraph.js';
import { LoginThrottle } from '../src/services/login-throttle.js';
import { anonymous, bootAccounts, errorOf, type Harness } from './harness.js';

const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ token } }';
const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

describe('login throttle', () => {
  let h: Harness;
  let orm: DomainOrm;
  beforeAll(async () => {
    h = await bootAccounts();
    orm = await openDomainOrm(h.platform.db, accountsSubgraph.storage!, createLogger('silent'));
  });
  afterAll(async () => {
    await orm?.close();
    await h?.close();
  });

  it('takes a slot as an attempt starts, names the wait, and opens again when the window ends', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(orm, limits, () => now);
    for (let i = 0; i < 3; i++) await throttle.begin('a@example.com', '10.0.0.1');
    now += 20_000;
    const refused = await throttle.begin('a@example.com', '10.0.0.2').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 40,
      extensions: { code: 'RATE_LIMITED', retryAfter: 40 },
    });
    now += 40_000;
    await expect(throttle.begin('a@example.com', '10.0.0.2')).resolves.toBeDefined();
  });

  it('gives the slot of a right password back, and counts an address across accounts', async () => {
    const throttle = new LoginThrottle(orm, limits, () => 5_000_000);
    for (let i = 0; i < 10; i++) await (await throttle.begin('b@example.com', '10.0.1.3')).succeeded();
    for (let i = 0; i < 5; i++) await throttle.begin(`user${i}@example.com`, '10.0.1.4');
    await expect(throttle.begin('fresh@example.com', '10.0.1.4')).rejects.toThrow(/address/);
    // The refused address took no slot of the account's.
    await expect(throttle.begin('fresh@example.com', '10.0.1.5')).resolves.toBeDefined();
    await expect(throttle.begin('other@example.com', undefined)).resolves.toBeDefined();
  });

  it('lets parallel attempts take exactly the allowance', async () => {
    const throttle = new LoginThrottle(orm, limits, () => 9_000_000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => throttle.begin('c@example.com', undefined)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
  });

  it('counts one allowance across two replicas of the accounts subgraph on one database', async () => {
    const replica: RunningSubgraph = await startSubgraph(accountsSubgraph, h.platform);
    try {
      await h.signUp('shared');
      const guess = (schema: RunningSubgraph['schema']) =>
        graphql({
          schema,
          source: LOGIN,
          variableValues: { e: 'shared@example.com', p: 'wrong-pass' },
          contextValue: anonymous(),
        });
      for (let i = 0; i < 5; i++) {
        expect(errorOf(await guess(h.subgraph.schema))?.code).toBe('UNAUTHENTICATED');
        expect(errorOf(await guess(replica.schema))?.code).toBe('UNAUTHENTICATED');
      }
      expect(errorOf(await guess(h.subgraph.schema))?.code).toBe('RATE_LIMITED');
      expect(errorOf(await guess(replica.schema))?.code).toBe('RATE_LIMITED');
    } finally {
      await replica.close();
    }
  });
});
