import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { START_HOOK_TIMEOUT_MS, type RunningPlatform } from './support/platform-process.js';
import { cardsClient, cardsUser, seedCard } from './support/cards-client.js';
import { billingWebhooks, fakeStripe, startPortfolioPlatform } from './support/cards-portfolio-suite.js';

describe('cards API: portfolio', () => {
  let platform: RunningPlatform;
  const stripeApi = fakeStripe();
  let adminToken: string;
  let nearMint: string;
  let pokemon: string;
  let unpriced: string;

  beforeAll(async () => {
    platform = await startPortfolioPlatform(stripeApi);
    adminToken = (await cardsUser()).token;
    nearMint = await seedCard(platform.cardsApi, adminToken, {
      game: 'mtg',
      condition: 'near_mint',
      marketPrice: 10,
    });
    pokemon = await seedCard(platform.cardsApi, adminToken, {
      game: 'pokemon',
      condition: 'mint',
      marketPrice: 5,
    });
    unpriced = await seedCard(platform.cardsApi, adminToken, { marketPrice: null });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    stripeApi.server.close();
  });

  const { makePro } = billingWebhooks(() => platform);

  it('adds holdings (an existing one increments, its purchase price averaged) and lists them valued', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    const first = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: nearMint, quantity: 2, purchase_price: 3 },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      owner_id: expect.any(String),
      entry: { card_id: nearMint, quantity: 2, purchase_price: 3 },
    });
    const second = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: nearMint, quantity: 1, purchase_price: 6 },
    });
    expect(second.body.entry).toMatchObject({ quantity: 3, purchase_price: 4 });
    const list = await me('GET', '/api/v1/portfolio');
    expect(list.status).toBe(200);
    // 10 × near_mint 0.9 × 3
    expect(list.body).toMatchObject({
      items: [
        {
          card_id: nearMint,
          quantity: 3,
          unit_value: 9,
          market_value: 27,
          game: 'mtg',
          condition: 'near_mint',
        },
      ],
      next_cursor: null,
      has_more: false,
    });
  });

  it('refuses bad holdings: 400 for quantity and price, 422 for an unknown card, 403 without the scope', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    for (const body of [
      { card_id: nearMint, quantity: 0 },
      { card_id: nearMint, quantity: 1.5 },
      { card_id: nearMint, quantity: 1, purchase_price: -1 },
      { quantity: 1 },
    ]) {
      const refused = await me('POST', '/api/v1/portfolio/holdings', { body });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'invalid_request',
        request_id: refused.headers.get('x-request-id'),
      });
    }
    const unknown = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: randomUUID(), quantity: 1 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('unknown_card');
    const readOnly = cardsClient(platform.cardsApi, (await cardsUser('portfolio:read')).token);
    const noScope = await readOnly('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: nearMint, quantity: 1 },
    });
    expect(noScope.status).toBe(403);
    expect(noScope.body.error.code).toBe('insufficient_scope');
  });

  it('removes copies: part of a holding, then all of it at or above the quantity, then 404; owners see only their own', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    const other = cardsClient(platform.cardsApi, (await cardsUser()).token);
    await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: pokemon, quantity: 4 } });
    expect((await other('GET', '/api/v1/portfolio')).body.items).toEqual([]);
    expect((await other('DELETE', `/api/v1/portfolio/holdings/${pokemon}?quantity=1`)).status).toBe(404);
    const part = await me('DELETE', `/api/v1/portfolio/holdings/${pokemon}?quantity=1`);
    expect(part.body).toMatchObject({ removed_card_id: pokemon, remaining_quantity: 3 });
    expect((await me('DELETE', `/api/v1/portfolio/holdings/${pokemon}?quantity=0`)).status).toBe(400);
    const all = await me('DELETE', `/api/v1/portfolio/holdings/${pokemon}?quantity=7`);
    expect(all.body).toMatchObject({ removed_card_id: pokemon, remaining_quantity: 0 });
    expect((await me('DELETE', `/api/v1/portfolio/holdings/${pokemon}`)).status).toBe(404);
    expect((await me('GET', '/api/v1/portfolio')).body.items).toEqual([]);
  });

  it('reports stats with allocations by game; unpriced cards count 0', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: nearMint, quantity: 2 } });
    await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: pokemon, quantity: 2 } });
    await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: unpriced, quantity: 1 } });
    const stats = await me('GET', '/api/v1/portfolio/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      total_cards: 5,
      total_value: 28,
      allocations: [
        { game: 'mtg', value: 18, percentage: 64.29, cards: 3 },
        { game: 'pokemon', value: 10, percentage: 35.71, cards: 2 },
      ],
      unpriced_cards: 1,
    });
  });

  it('checks the cataloging limit and refuses adds beyond it with 422 portfolio_limit_exceeded', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: nearMint, quantity: 95 } });
    expect(
      (await me('POST', '/api/v1/portfolio/cataloging/check', { body: { requested_cards: 5 } })).body,
    ).toEqual({ allowed: true, current_cards: 95, requested_cards: 5, max_cards: 100, requires_pro: false });
    expect(
      (await me('POST', '/api/v1/portfolio/cataloging/check', { body: { requested_cards: 6 } })).body,
    ).toMatchObject({ allowed: false, requires_pro: true });
    expect(
      (await me('POST', '/api/v1/portfolio/cataloging/check', { body: { requested_cards: 0 } })).status,
    ).toBe(400);
    const over = await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: pokemon, quantity: 6 } });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({
      code: 'portfolio_limit_exceeded',
      details: { current_cards: 95, requested_cards: 6, max_cards: 100 },
    });
  });

  it('keeps analytics and CSV import for Pro (403 entitlement_required), and serves them once a subscription makes the user Pro', async () => {
    const user = await cardsUser();
    const me = cardsClient(platform.cardsApi, user.token);
    await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: nearMint, quantity: 2, purchase_price: 5 },
    });
    const free = await me('GET', '/api/v1/portfolio/analytics');
    expect(free.status).toBe(403);
    expect(free.body.error.code).toBe('entitlement_required');
    const csv = `card_id,quantity,purchase_price\n${pokemon},3,1.5\n${nearMint},1,\n`;
    expect(
      (
        await me('POST', '/api/v1/portfolio/holdings/import', {
          rawBody: csv,
          headers: { 'content-type': 'text/csv' },
        })
      ).body.error.code,
    ).toBe('entitlement_required');
    await makePro(user.sub);
    const analytics = await me('GET', '/api/v1/portfolio/analytics');
    expect(analytics.status).toBe(200);
    expect(analytics.body).toMatchObject({
      total_cards: 2,
      total_value: 18,
      total_cost_basis: 10,
      unrealized_pnl: 8,
      unrealized_pnl_percentage: 80,
      concentration_score: 1,
      concentration_risk: 'high',
    });
    expect(analytics.body.largest_position).toMatchObject({ card_id: nearMint, weight_percentage: 100 });
    const imported = await me('POST', '/api/v1/portfolio/holdings/import', {
      rawBody: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ rows: 2, cards: 2, copies_added: 4, total_cards: 6 });
    const bad = await me('POST', '/api/v1/portfolio/holdings/import', {
      rawBody: `card_id,quantity\n${pokemon},-2\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(bad.status).toBe(400);
    expect((await me('GET', '/api/v1/portfolio/stats')).body.total_cards).toBe(6);
  });

  it('replays an add with the same Idempotency-Key and refuses the key with another body', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    const key = randomUUID();
    const first = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: pokemon, quantity: 2 },
      headers: { 'idempotency-key': key },
    });
    const again = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: pokemon, quantity: 2 },
      headers: { 'idempotency-key': key },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await me('GET', '/api/v1/portfolio/stats')).body.total_cards).toBe(2);
    const reused = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: pokemon, quantity: 3 },
      headers: { 'idempotency-key': key },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
  });

  it('resolves holdings with their catalog card in one GraphQL query', async () => {
    const user = await cardsUser();
    await cardsClient(platform.cardsApi, user.token)('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: nearMint, quantity: 1 },
    });
    const response = await fetch(platform.graphql, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({
        query:
          '{ portfolioHoldings { items { quantity card { id name ticker condition bestMarketPrice } } } }',
      }),
    });
    const { data, errors } = (await response.json()) as { data: any; errors?: unknown };
    expect(errors).toBeUndefined();
    expect(data.portfolioHoldings.items).toEqual([
      {
        quantity: 1,
        card: {
          id: nearMint,
          name: expect.any(String),
          ticker: expect.stringMatching(/^MTG-TST-/),
          condition: 'near_mint',
          bestMarketPrice: 10,
        },
      },
    ]);
  });
});
