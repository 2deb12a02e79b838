import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import {
  freePort,
  freshServerDatabase,
  spawnEntry,
  startPlatform,
  type ChildHandle,
  type RunningPlatform,
} from './support/platform-process.js';
import { request } from './support/http-client.js';
import { CARDS_JWT_SECRET, cardsClient, cardsUser, seedCard } from './support/cards-client.js';

// Distributed mode for the cards domains on one machine: collection and trading run as their own
// processes (always on the PostgreSQL server: processes share a database), the gateway reaches them
// by URL, and their ports reach the catalog, the entitlements and each other back through the
// gateway (GATEWAY_URL) with the delegation the gateway signed for the caller.
describe('cards API, distributed: collection and trading as separate processes', () => {
  let db: Awaited<ReturnType<typeof freshServerDatabase>>;
  const subgraphs: ChildHandle[] = [];
  let platform: RunningPlatform;

  beforeAll(async () => {
    db = await freshServerDatabase();
    const gatewayPort = await freePort();
    const env = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      JWT_SECRET: 'cards-distributed-secret-cards-distributed-secret',
      CARDS_JWT_SECRET,
      JOB_POLL_MS: '100',
      LOG_LEVEL: 'info',
      GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/graphql`,
    };
    const urls: Record<string, string> = {};
    for (const name of ['collection', 'trading']) {
      const port = await freePort();
      urls[name] = `http://127.0.0.1:${port}/graphql`;
      subgraphs.push(
        await spawnEntry('gateway/src/subgraph-main.ts', [name], { ...env, SUBGRAPH_PORT: String(port) }, [
          `http://127.0.0.1:${port}/metrics`,
        ]),
      );
    }
    platform = await startPlatform({
      ...env,
      GATEWAY_PORT: String(gatewayPort),
      SUBGRAPH_COLLECTION_URL: urls.collection,
      SUBGRAPH_TRADING_URL: urls.trading,
    });
  }, 300_000);
  afterAll(async () => {
    await platform?.stop();
    await Promise.all(subgraphs.map((subgraph) => subgraph.stop()));
    await db?.drop();
  });

  it('adds holdings, values, proposes and accepts a trade across the processes', async () => {
    const admin = await cardsUser();
    const [mtg, poke] = [
      await seedCard(platform.cardsApi, admin.token, { marketPrice: 10 }),
      await seedCard(platform.cardsApi, admin.token, { marketPrice: 4 }),
    ];
    const [p, r] = [await cardsUser(), await cardsUser()];
    const proposer = cardsClient(platform.cardsApi, p.token);
    const receiver = cardsClient(platform.cardsApi, r.token);
    // collection → gateway → catalog (card check) and entitlements (cataloging limit)
    expect(
      (await proposer('POST', '/api/v1/portfolio/holdings', { body: { card_id: mtg, quantity: 2 } })).status,
    ).toBe(201);
    expect(
      (await receiver('POST', '/api/v1/portfolio/holdings', { body: { card_id: poke, quantity: 1 } })).status,
    ).toBe(201);
    expect(
      (
        await proposer('POST', '/api/v1/portfolio/holdings', {
          body: { card_id: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        })
      ).status,
    ).toBe(422);
    expect((await proposer('GET', '/api/v1/portfolio/stats')).body).toMatchObject({
      total_cards: 2,
      total_value: 20,
    });
    // trading → gateway → collection (item check), then the value
    const created = await proposer('POST', '/api/v1/trades', {
      body: {
        receiver_id: r.sub,
        offered_items: [{ card_id: mtg, quantity: 1 }],
        requested_items: [{ card_id: poke, quantity: 1 }],
        cash_adjustment: 0,
        message: 'swap',
      },
    });
    expect(created.status).toBe(201);
    const tradeId = created.body.trade_id as string;
    expect((await proposer('GET', `/api/v1/trades/${tradeId}/value`)).body).toMatchObject({
      net_value: -6,
      requested_value: 4,
      offered_value: 10,
    });
    // trading → collection.settleTradeTransfer → (collection reads the trade back) → trading
    const accepted = await receiver('POST', `/api/v1/trades/${tradeId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    const held = async (client: typeof proposer) =>
      Object.fromEntries(
        (
          (await client('GET', '/api/v1/portfolio')).body.items as Array<{
            card_id: string;
            quantity: number;
          }>
        ).map((item) => [item.card_id, item.quantity]),
      );
    expect(await held(proposer)).toEqual({ [mtg]: 1, [poke]: 1 });
    expect(await held(receiver)).toEqual({ [mtg]: 1 });
  });

  it('refuses a delegation the gateway did not sign', async () => {
    const forged = await request(platform.graphql, 'POST', '', {
      body: { query: '{ cardsEntitlements { effectiveTier } }' },
      headers: { 'x-gateway-delegation': 'forged.delegation.token' },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
