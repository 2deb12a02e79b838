import { describe, it, expect } from '@jest/globals';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { loadConfig } from '@platform/config';
import { TokenVerifier, developmentToken, realmKeys, type RequestContext } from '@platform/auth';
import { LocalEventBus } from '@platform/pubsub';
import { SESSION_CHANGED_TOPIC } from '@platform/subgraph-kit';
import { SessionResolver } from './session-resolver.js';

const SECRET = 'session-resolver-test-secret-session-resolver';
const verifier = new TokenVerifier(realmKeys(loadConfig({ JWT_SECRET: SECRET })));

/** An accounts subgraph whose answers the test releases one by one, counting lookups. */
class ControlledAccounts implements GraphQLDataSource<RequestContext> {
  lookups = 0;
  plan: 'FREE' | 'PRO' = 'FREE';
  private pending: Array<() => void> = [];

  async process({
    request,
  }: GraphQLDataSourceProcessOptions<RequestContext>): Promise<GatewayGraphQLResponse> {
    this.lookups += 1;
    // The plan is read when the lookup starts, as a database read would be.
    const plan = this.plan;
    await new Promise<void>((resolve) => this.pending.push(resolve));
    const { userId } = request.variables as { userId: number };
    return { data: { _session: { active: true, userId, plan, devices: 0, deviceBlocked: false } } };
  }

  release(): void {
    this.pending.shift()?.();
  }

  async settle<T>(promise: Promise<T>): Promise<T> {
    while (this.pending.length === 0) await new Promise((resolve) => setImmediate(resolve));
    this.release();
    return promise;
  }
}

const bearer = async (sub: string) => `Bearer ${await developmentToken('tabs', SECRET, { sub })}`;

describe('SessionResolver', () => {
  it('does not cache a lookup that a session change overtook while it was in flight', async () => {
    const bus = new LocalEventBus();
    const accounts = new ControlledAccounts();
    const sessions = new SessionResolver(verifier, accounts, bus);
    const token = await bearer('5');

    const inFlight = sessions.resolve(token, undefined, 'r1');
    while (accounts.lookups === 0) await new Promise((resolve) => setImmediate(resolve));
    // The downgrade lands after accounts read the plan, before the answer is back.
    accounts.plan = 'PRO';
    await bus.publish(SESSION_CHANGED_TOPIC, { userId: 5 });
    accounts.release();
    expect((await inFlight)?.tier).toBe('free');

    // The stale answer was not kept: the next request asks accounts again and sees the change.
    const next = await accounts.settle(sessions.resolve(token, undefined, 'r2'));
    expect(next?.tier).toBe('pro');
    expect(accounts.lookups).toBe(2);
    // That one, undisturbed, is cached.
    expect((await sessions.resolve(token, undefined, 'r3'))?.tier).toBe('pro');
    expect(accounts.lookups).toBe(2);
  });

  it('prunes the per-user key index as entries leave the cache', async () => {
    const bus = new LocalEventBus();
    const accounts = new ControlledAccounts();
    const sessions = new SessionResolver(verifier, accounts, bus, { maxEntries: 2 });
    for (const sub of ['1', '2', '3', '4'])
      await accounts.settle(sessions.resolve(await bearer(sub), undefined, 'r'));
    expect(sessions.cachedUsers).toBe(2);
    await bus.publish(SESSION_CHANGED_TOPIC, { userId: 4 });
    expect(sessions.cachedUsers).toBe(1);
  });

  it('tells listeners about session changes, after the cache forgot the user', async () => {
    const bus = new LocalEventBus();
    const accounts = new ControlledAccounts();
    const sessions = new SessionResolver(verifier, accounts, bus);
    const token = await bearer('9');
    await accounts.settle(sessions.resolve(token, undefined, 'r'));
    const seen: number[] = [];
    sessions.onSessionChanged((userId) => void seen.push(userId));
    await bus.publish(SESSION_CHANGED_TOPIC, { userId: 9 });
    expect(seen).toEqual([9]);
    await accounts.settle(sessions.resolve(token, undefined, 'r'));
    expect(accounts.lookups).toBe(2);
  });

  it('answers other realms from the token alone, and refuses realms an entry point does not accept', async () => {
    const accounts = new ControlledAccounts();
    const sessions = new SessionResolver(verifier, accounts, new LocalEventBus());
    const game = `Bearer ${await developmentToken('game', SECRET, { sub: '3f0c2b9e-8d4a-4c1e-9f1a-2b3c4d5e6f70' })}`;
    expect(await sessions.resolve(game, undefined, 'r')).toMatchObject({ realm: 'game' });
    await expect(sessions.resolve(game, undefined, 'r', ['tabs'])).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(accounts.lookups).toBe(0);
  });
});
