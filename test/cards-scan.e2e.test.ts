import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request } from './support/http-client.js';
import { CARDS_JWT_SECRET, cardsClient, cardsUser } from './support/cards-client.js';
import { cardCamera, type CardFace } from './support/card-image.js';

const FURY_SLIVER: CardFace = {
  name: 'Fury Sliver',
  typeLine: 'Creature — Sliver',
  rules: 'All Sliver creatures have double strike.',
  setCode: 'TSP',
  collectorNumber: '157',
};
const BLACK_LOTUS: CardFace = {
  name: 'Black Lotus',
  typeLine: 'Artifact',
  rules: 'Sacrifice Black Lotus: Add three mana of any one color.',
  setCode: 'LEA',
  collectorNumber: '232',
};

describe('cards API: scan to catalog', () => {
  let platform: RunningPlatform;
  let camera: Awaited<ReturnType<typeof cardCamera>>;
  let me: ReturnType<typeof cardsClient>;
  let token: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [platform, camera] = await Promise.all([startPlatform({ CARDS_JWT_SECRET }), cardCamera()]);
    token = (await cardsUser()).token;
    me = cardsClient(platform.cardsApi, token);
    // Two printings of Fury Sliver (the photo's set code and number tell them apart), a card whose
    // name shares a word, and one the photo does not show.
    for (const [key, name, set, number] of [
      ['furyTsp', 'Fury Sliver', 'TSP', '157'],
      ['furyTsr', 'Fury Sliver', 'TSR', '301'],
      ['furyCharm', 'Fury Charm', 'TSP', '159'],
      ['lotus', 'Black Lotus', 'LEA', '232'],
      ['lotusPetal', 'Lotus Petal', 'TMP', '294'],
    ]) {
      const created = await me('POST', '/api/v1/cards', {
        body: {
          name,
          game: 'mtg',
          set_code: set,
          set_name: `Set ${set}`,
          rarity: 'rare',
          collector_number: number,
          variants: [{ label: 'Standard', market_price: 2 }],
        },
      });
      expect(created.status).toBe(201);
      ids[key] = created.body.card_id;
    }
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await camera?.close();
    await platform?.stop();
  });

  it('reads a photographed card, ranks the printing it shows first, and adds it to the portfolio', async () => {
    const photo = await camera.photo(FURY_SLIVER);
    const scanned = await me('POST', '/api/v1/cards/scan', {
      body: { image_base64: photo.toString('base64') },
    });
    expect(scanned.status).toBe(200);
    expect(scanned.body.text).toContain('Fury Sliver');
    const [best, second, ...rest] = scanned.body.matches;
    expect(best).toMatchObject({
      card_id: ids.furyTsp,
      name: 'Fury Sliver',
      set_code: 'TSP',
      collector_number: '157',
    });
    // The same name in another set: below, as its set code and number are not on the photo.
    expect(second).toMatchObject({ card_id: ids.furyTsr });
    expect(best.score).toBeGreaterThan(second.score);
    expect(best.score).toBeLessThanOrEqual(1);
    const others = [second, ...rest].map((match: { card_id: string }) => match.card_id);
    expect(others).not.toContain(ids.lotus);
    for (const match of scanned.body.matches.slice(1)) expect(match.score).toBeLessThanOrEqual(best.score);

    const added = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: best.card_id, quantity: 1, purchase_price: 1.5 },
    });
    expect(added.status).toBe(201);
    const portfolio = await me('GET', '/api/v1/portfolio');
    expect(portfolio.body.items).toEqual([expect.objectContaining({ card_id: ids.furyTsp, quantity: 1 })]);
  }, 60_000);

  it('scans through GraphQL and adds the match with addHolding', async () => {
    const photo = await camera.photo(BLACK_LOTUS);
    const graphql = (query: string, variables: Record<string, unknown>) =>
      request(platform.graphql, 'POST', '', { token, body: { query, variables } }).then((res) => res.body);
    const scanned = await graphql(
      'mutation($image: String!) { scanCard(imageBase64: $image) { text matches { cardId name score } } }',
      { image: photo.toString('base64') },
    );
    expect(scanned.errors).toBeUndefined();
    expect(scanned.data.scanCard.matches[0]).toMatchObject({ cardId: ids.lotus, name: 'Black Lotus' });
    const added = await graphql(
      'mutation($input: AddHoldingInput!) { addHolding(input: $input) { entry { cardId quantity } } }',
      { input: { cardId: scanned.data.scanCard.matches[0].cardId, quantity: 2 } },
    );
    expect(added.data.addHolding.entry).toEqual({ cardId: ids.lotus, quantity: 2 });
  }, 60_000);

  it('answers no match for a card the catalog lacks, and 400 for what is not an image', async () => {
    const unknown = await camera.photo({
      name: 'Quixotic Wombat',
      typeLine: 'Creature — Wombat',
      rules: 'Whenever it dreams, draw a card.',
      setCode: 'ZZZ',
      collectorNumber: '999',
    });
    const none = await me('POST', '/api/v1/cards/scan', {
      body: { image_base64: unknown.toString('base64') },
    });
    expect(none.status).toBe(200);
    expect(none.body.text).toContain('Wombat');
    expect(none.body.matches).toEqual([]);

    const text = await me('POST', '/api/v1/cards/scan', {
      body: { image_base64: Buffer.from('just some words').toString('base64') },
    });
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe('invalid_image');
    expect((await me('POST', '/api/v1/cards/scan', { body: { image_base64: '***' } })).status).toBe(400);
    expect((await me('POST', '/api/v1/cards/scan', { body: {} })).status).toBe(400);
    const noScope = cardsClient(platform.cardsApi, (await cardsUser('pricing:read')).token);
    expect(
      (await noScope('POST', '/api/v1/cards/scan', { body: { image_base64: unknown.toString('base64') } }))
        .status,
    ).toBe(403);
  }, 60_000);
});
