import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request } from './support/http-client.js';
import {
  ALL_CARDS_SCOPES,
  CARDS_JWT_SECRET,
  cardsClient,
  cardsUser,
  seedCard,
  signedPurchase,
} from './support/cards-client.js';

const WEBHOOK_SECRET = 'whsec_cards_proxy_print';

describe('cards API: proxy_print_credit spent on printed proxies (REST and GraphQL)', () => {
  let platform: RunningPlatform;
  let scratch: string;

  beforeAll(async () => {
    platform = await startPlatform({ CARDS_JWT_SECRET, PROVIDERA_WEBHOOK_SECRET: WEBHOOK_SECRET });
    scratch = mkdtempSync(join(tmpdir(), 'proxy-print-e2e-'));
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const buyCredits = async (userId: string, quantity: number) => {
    const applied = await request(platform.cardsApi, 'POST', '/api/v1/billing/webhook', {
      ...signedPurchase(userId, 'proxy_print_credit', quantity, WEBHOOK_SECRET),
    });
    expect(applied.body).toMatchObject({ outcome: 'applied' });
  };

  /** POST /api/v1/proxies, keeping the answer's bytes (a PDF is no JSON). */
  const print = async (token: string, cards: Array<{ card_id: string; quantity: number }>) => {
    const response = await fetch(`${platform.cardsApi}/api/v1/proxies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cards }),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.startsWith('application/json')
      ? JSON.parse(bytes.toString('utf8'))
      : undefined;
    return { status: response.status, headers: response.headers, bytes, json };
  };

  /** The PDF's page count and page size as poppler's pdfinfo reads them. */
  const pdfInfo = (bytes: Buffer) => {
    const path = join(scratch, `${randomUUID()}.pdf`);
    writeFileSync(path, bytes);
    const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
    return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), size: /^Page size:.*$/m.exec(info)?.[0] };
  };

  const balanceOf = async (token: string) =>
    (await cardsClient(platform.cardsApi, token)('GET', '/api/v1/billing/credits')).body.items[0];

  it('prints a PDF of real-size proxies, 9 to an A4 page, one credit per card, and says the balance left', async () => {
    const me = await cardsUser();
    const lotus = await seedCard(platform.cardsApi, me.token, { name: 'Black Lotus' });
    const bolt = await seedCard(platform.cardsApi, me.token, { name: 'Lightning Bolt' });
    await buyCredits(me.sub, 12);
    const sheet = await print(me.token, [
      { card_id: lotus, quantity: 9 },
      { card_id: bolt, quantity: 1 },
    ]);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    expect(sheet.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?proxies-[0-9a-f-]+\.pdf"?$/,
    );
    expect(sheet.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const info = pdfInfo(sheet.bytes);
    expect(info.pages).toBe(2);
    expect(info.size).toContain('(A4)');
    expect(await balanceOf(me.token)).toMatchObject({ credits: 12, spent: 10, balance: 2 });

    const narrower = await print(me.token, [{ card_id: lotus, quantity: 2 }]);
    expect(narrower.status).toBe(200);
    expect(pdfInfo(narrower.bytes).pages).toBe(1);
    expect(await balanceOf(me.token)).toMatchObject({ spent: 12, balance: 0 });
  }, 60_000);

  it('answers 402 insufficient_credits, 404 for an unknown card and 400 beyond 36 proxies, spending nothing', async () => {
    const me = await cardsUser();
    const card = await seedCard(platform.cardsApi, me.token);
    const broke = await print(me.token, [{ card_id: card, quantity: 1 }]);
    expect(broke.status).toBe(402);
    expect(broke.json.error).toEqual({
      code: 'insufficient_credits',
      message: 'Not enough proxy_print_credit credits: 1 needed',
      request_id: broke.headers.get('x-request-id'),
      details: { product_id: 'proxy_print_credit', required: 1, balance: 0 },
    });
    await buyCredits(me.sub, 3);
    const short = await print(me.token, [{ card_id: card, quantity: 4 }]);
    expect(short.json.error).toMatchObject({
      code: 'insufficient_credits',
      details: { required: 4, balance: 3 },
    });
    const unknown = await print(me.token, [{ card_id: randomUUID(), quantity: 1 }]);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    const tooMany = await print(me.token, [
      { card_id: card, quantity: 30 },
      { card_id: card, quantity: 7 },
    ]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error).toMatchObject({
      code: 'invalid_request',
      message: expect.stringContaining('36'),
    });
    expect((await print(me.token, [])).status).toBe(400);
    const narrow = await cardsUser(ALL_CARDS_SCOPES.replace('billing:write', ''), me.sub);
    expect((await print(narrow.token, [{ card_id: card, quantity: 1 }])).json.error.code).toBe(
      'insufficient_scope',
    );
    expect(await balanceOf(me.token)).toMatchObject({ credits: 3, spent: 0, balance: 3 });
  }, 60_000);

  it('lets exactly the affordable prints through when they race', async () => {
    const me = await cardsUser();
    const card = await seedCard(platform.cardsApi, me.token);
    await buyCredits(me.sub, 4);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => print(me.token, [{ card_id: card, quantity: 1 }])),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 402, 402]);
    expect(await balanceOf(me.token)).toMatchObject({ spent: 4, balance: 0 });
  }, 90_000);

  it('spends credits through GraphQL and reads the balance in cardsCredits', async () => {
    const me = await cardsUser();
    await buyCredits(me.sub, 5);
    const spend = (quantity: number) =>
      graphql(
        platform.graphql,
        'mutation Spend($input: CardsCreditSpendInput!) { spendCardsCredits(input: $input) { productId quantity credits spent balance } }',
        { token: me.token, variables: { input: { productId: 'proxy_print_credit', quantity } } },
      );
    expect((await spend(2)).data).toEqual({
      spendCardsCredits: { productId: 'proxy_print_credit', quantity: 2, credits: 5, spent: 2, balance: 3 },
    });
    const refused = await spend(4);
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      reason: 'insufficient_credits',
      balance: 3,
    });
    const card = await seedCard(platform.cardsApi, me.token);
    const printed = await graphql(
      platform.graphql,
      'mutation Print($input: CardsProxyPrintInput!) { printCardsProxies(input: $input) { cards pages balance } }',
      { token: me.token, variables: { input: { cards: [{ cardId: card, quantity: 3 }] } } },
    );
    expect(printed.data).toEqual({ printCardsProxies: { cards: 3, pages: 1, balance: 0 } });
    const listed = await graphql(
      platform.graphql,
      '{ cardsCredits { items { productId credits spent balance } } }',
      {
        token: me.token,
      },
    );
    expect(listed.data.cardsCredits.items).toEqual([
      { productId: 'proxy_print_credit', credits: 5, spent: 5, balance: 0 },
    ]);
  }, 60_000);
});
