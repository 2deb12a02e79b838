import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { START_HOOK_TIMEOUT_MS, type RunningPlatform } from './support/platform-process.js';
import { eventually } from './support/accounts.js';
import {
  catalogImportDir,
  catalogRequests,
  expectedConfidence,
  startCatalogPlatform,
  token,
} from './support/cards-catalog-suite.js';

/** A WebSocket on /ws/prices and every message it receives. */
function openStream(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const messages: any[] = [];
  const pings: number[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  socket.on('ping', () => pings.push(Date.now()));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
  });
  return { socket, messages, pings, opened };
}

/** The status a refused upgrade answered with. */
function refusedStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
    socket.once('error', () => undefined);
  });
}

describe('cards API: the price stream', () => {
  let platform: RunningPlatform;
  let importDir: string;
  let alice: string;
  const { api, createCard, record } = catalogRequests(() => ({ platform, alice }));

  beforeAll(async () => {
    importDir = catalogImportDir();
    platform = await startCatalogPlatform(importDir);
    alice = await token('alice');
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    rmSync(importDir, { recursive: true, force: true });
  });

  it('streams price.update on /ws/prices to the subscribers of that ticker only, and over graphql-ws', async () => {
    const watched = await createCard({ name: `Streamed ${randomUUID().slice(0, 4)}` });
    const other = await createCard({ name: `Quiet ${randomUUID().slice(0, 4)}` });
    const subscribed = await createCard({ name: `Subscribed ${randomUUID().slice(0, 4)}` });
    const wsBase = platform.cardsApi.replace('http', 'ws');
    const byHeader = openStream(`${wsBase}/ws/prices?symbols=${watched.ticker}`, {
      authorization: `Bearer ${alice}`,
    });
    const session = await api('POST', '/api/v1/stream/session');
    expect(session.status).toBe(201);
    const bySession = openStream(
      `${wsBase}/ws/prices?symbols=${other.ticker}&session=${encodeURIComponent(session.body.session_token)}`,
    );
    await Promise.all([byHeader.opened, bySession.opened]);
    const graphqlUpdates: any[] = [];
    const graphqlErrors: unknown[] = [];
    const client = createClient({
      url: platform.ws,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${alice}` },
      retryAttempts: 0,
    });
    const stop = client.subscribe(
      {
        query: `subscription { priceUpdates(symbols: ["${subscribed.ticker}"]) { cardId ticker price confidence sourcesUsed calculatedAt } }`,
      },
      {
        next: (result) => graphqlUpdates.push(result.data?.priceUpdates),
        error: (error) => graphqlErrors.push(error),
        complete: () => undefined,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await record(watched.card_id, { source: 'tcgplayer', price: 42, is_sold: true });
    await record(other.card_id, { source: 'ebay', price: 7, is_sold: false });
    const update = await eventually(async () =>
      byHeader.messages.find((message) => message.type === 'price.update'),
    );
    expect(update).toEqual({
      type: 'price.update',
      card_id: watched.card_id,
      ticker: watched.ticker,
      price: 42,
      confidence: expectedConfidence([1]),
      sources_used: 1,
      calculated_at: expect.any(String),
    });
    await eventually(async () => bySession.messages.find((message) => message.type === 'price.update'));
    expect(
      bySession.messages
        .filter((message) => message.type === 'price.update')
        .map((message) => message.ticker),
    ).toEqual([other.ticker]);
    expect(
      byHeader.messages.filter((message) => message.type === 'price.update').map((message) => message.ticker),
    ).toEqual([watched.ticker]);
    // graphql-ws does not acknowledge a subscribe: a point recorded before the gateway has set the
    // subscription up reaches no one. Record the same point until one arrives (one source, one price).
    const viaGraphql = await eventually(async () => {
      if (graphqlErrors.length) throw new Error(`subscription failed: ${JSON.stringify(graphqlErrors)}`);
      if (!graphqlUpdates.length)
        await record(subscribed.card_id, { source: 'tcgplayer', price: 42, is_sold: true });
      return graphqlUpdates[0];
    });
    expect(viaGraphql).toMatchObject({
      cardId: subscribed.card_id,
      ticker: subscribed.ticker,
      price: 42,
      sourcesUsed: 1,
    });
    // Keep-alive: the server pings every CARDS_STREAM_PING_MS (300 ms here); ws answers with pong.
    await eventually(async () => (byHeader.pings.length >= 2 ? true : undefined), 5_000);
    expect(byHeader.socket.readyState).toBe(WebSocket.OPEN);
    stop();
    await client.dispose();
    byHeader.socket.close();
    bySession.socket.close();

    const url = `${wsBase}/ws/prices?symbols=${watched.ticker}`;
    expect(await refusedStatus(url)).toBe(401);
    expect(await refusedStatus(`${url}&access_token=${alice}`)).toBe(401);
    expect(await refusedStatus(`${url}&session=ps_forged.signature`)).toBe(401);
    expect(await refusedStatus(url, { authorization: `Bearer ${await token('carol', 'cards:read')}` })).toBe(
      403,
    );
    expect(await refusedStatus(`${wsBase}/ws/prices`, { authorization: `Bearer ${alice}` })).toBe(400);
  });
});
