// The cards API against the compiled platform: a catalog of 20,000 cards imported through
// the catalog CSV job, card search at a constant 200 req/s (a broad and a selective term), and one
// price point fanned out to 1,000 /ws/prices subscribers (time from the POST until the last
// subscriber has the update; target ≤ 100 ms, docs/performance.md), the subscribers in a forked process
// (scripts/bench-stream-clients.ts), with the stream's own send loop measured in process beside it.
// The market price over 10,000 points is the bench's `market` section (scripts/bench-market.ts).
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { developmentToken, issueStreamSession } from '@platform/auth';
import type { Logger } from '@platform/observability';
import { LocalEventBus } from '@platform/pubsub';
import { PRICE_UPDATE_TOPIC, type PriceUpdate } from '@platform/subgraph-catalog/events';
import { servePriceStream } from '../rest-adapters/cards/server/price-stream.js';
import type { SessionResolver } from '../gateway/src/session-resolver.js';
import type { StreamClientsReport, StreamClientsStart } from './bench-stream-clients.js';
import { benchCatalogCsv, NOUNS, properName } from './bench-card-catalog.js';
import { startPlatform } from '../test/support/platform-process.js';
import { request } from '../test/support/http-client.js';
import { COMPILED } from '../test/support/compiled-build.js';
import { BENCH_PLATFORM_ENV } from './bench-http.js';
import { constantRate } from './bench-constant-rate.js';
import type { SectionResult } from './bench-table.js';

const CATALOG = Number(process.env.BENCH_CATALOG_CARDS ?? 20_000);
const SUBSCRIBERS = Number(process.env.BENCH_STREAM_SUBSCRIBERS ?? 1000);
const FANOUT_ROUNDS = 10;

export async function cardsBench(seconds: number): Promise<SectionResult> {
  const importDir = mkdtempSync(join(tmpdir(), 'bench-cards-'));
  writeFileSync(join(importDir, 'catalog.csv'), benchCatalogCsv(CATALOG));
  const platform = await startPlatform(
    { ...BENCH_PLATFORM_ENV, CARDS_STREAM_PING_MS: '600000', CATALOG_IMPORT_DIR: importDir },
    COMPILED('main'),
  );
  try {
    const token = await developmentToken('cards', BENCH_PLATFORM_ENV.JWT_SECRET, {
      sub: 'bench',
      scope: 'cards:read cards:write pricing:read pricing:write',
    });
    const api = (method: string, path: string, body?: unknown) =>
      request(platform.cardsApi, method, path, { token, body });
    const created = await api('POST', '/api/v1/cards', {
      name: 'Bench streamed card',
      game: 'mtg',
      set_code: 'bst',
      set_name: 'Bench',
      rarity: 'rare',
      collector_number: '1',
    });
    if (created.status !== 201)
      throw new Error(`seeding failed: ${created.status} ${JSON.stringify(created.body)}`);
    const { ticker, card_id: cardId } = created.body as { ticker: string; card_id: string };
    const imported = await importCatalog(api);

    // Broad: a noun shared by 1 in 40 cards (a page fills from the name order at once). Selective: a
    // card's proper name, as a collector types a card they know (a handful of matches anywhere).
    const search = async (term: (i: number) => string) =>
      constantRate({
        url: `${platform.cardsApi}/api/v1/cards/search`,
        headers: { authorization: `Bearer ${token}` },
        pathFor: (i) => `/api/v1/cards/search?q=${encodeURIComponent(term(i))}&limit=20`,
        rate: 200,
        seconds,
      });
    // Warm-up, unmeasured: 200 searches one after another (the compiled paths, the buffer cache).
    for (let i = 0; i < 200; i += 1)
      await api(
        'GET',
        `/api/v1/cards/search?q=${i % 2 ? NOUNS[i % NOUNS.length].toLowerCase() : properName(i).toLowerCase()}&limit=20`,
      );
    const broadTerm = (i: number) => NOUNS[i % NOUNS.length].toLowerCase();
    const selectiveTerm = (i: number) => properName((i * 7919) % CATALOG).toLowerCase();
    const broad = await search(broadTerm);
    const selective = await search(selectiveTerm);
    // Capacity beside the paced rows: as many selective searches as 10 connections get answered (closed
    // loop), so a p99 lost to a machine shared with other work can be told from a server that cannot keep up.
    const capacity = (term: (i: number) => string) => {
      let sent = 0;
      return autocannon({
        url: `${platform.cardsApi}/api/v1/cards/search`,
        headers: { authorization: `Bearer ${token}` },
        requests: [
          {
            setupRequest: (req: autocannon.Request) => ({
              ...req,
              path: `/api/v1/cards/search?q=${encodeURIComponent(term(sent++))}&limit=20`,
            }),
          },
        ],
        connections: 10,
        duration: seconds,
      });
    };
    const broadCapacity = await capacity(broadTerm);
    const selectiveCapacity = await capacity(selectiveTerm);
    console.log(
      `cards: search at 200 req/s over ${CATALOG} cards: broad p99 ${broad.p99.toFixed(1)} ms, selective p99 ${selective.p99.toFixed(1)} ms`,
    );
    const fanout = await fanOutThroughApi(platform.cardsApi, token, cardId, ticker, api);
    const server = await fanOutInProcess();
    console.log(
      `cards: price point to ${SUBSCRIBERS} subscribers: median ${fanout.total.median.toFixed(1)} ms (POST answered ${fanout.answered.median.toFixed(1)} ms, first→last receipt ${fanout.spread.median.toFixed(1)} ms); server send loop ${server.send.median.toFixed(1)} ms`,
    );
    return {
      measurements: [
        {
          measure: `cards API: catalog CSV import of ${CATALOG} cards (Agenda job)`,
          result: `${(imported.ms / 1000).toFixed(1)} s, ${Math.round(CATALOG / (imported.ms / 1000))} cards/s`,
        },
        {
          measure: `cards API: card search, broad term (1 in 40 cards match), ${CATALOG} cards, constant 200 req/s for ${seconds} s`,
          result: `p50 ${broad.p50.toFixed(1)} ms, p99 ${broad.p99.toFixed(1)} ms, ${broad.errors} errors`,
        },
        {
          measure: `cards API: card search, selective term (a few cards match), ${CATALOG} cards, constant 200 req/s for ${seconds} s`,
          result: `p50 ${selective.p50.toFixed(1)} ms, p99 ${selective.p99.toFixed(1)} ms, ${selective.errors} errors`,
        },
        ...(
          [
            ['broad', broadCapacity],
            ['selective', selectiveCapacity],
          ] as const
        ).map(([kind, run]) => ({
          measure: `cards API: card search capacity, ${kind} term, 10 connections closed loop for ${seconds} s`,
          result: `${Math.round(run.requests.average)} req/s, p99 ${run.latency.p99} ms, ${run.non2xx + run.errors} errors`,
        })),
        {
          measure: `cards API: one price point (POST, market price recomputed) until the last of ${SUBSCRIBERS} /ws/prices subscribers has it (clients in another process), ${FANOUT_ROUNDS} rounds`,
          result: `median ${fanout.total.median.toFixed(1)} ms, worst ${fanout.total.worst.toFixed(1)} ms`,
          target: '≤ 100 ms',
        },
        {
          measure: '… of which: the POST answered (point written, market price recomputed, update published)',
          result: `median ${fanout.answered.median.toFixed(1)} ms, worst ${fanout.answered.worst.toFixed(1)} ms`,
        },
        {
          measure: '… of which: first to last subscriber receipt',
          result: `median ${fanout.spread.median.toFixed(1)} ms, worst ${fanout.spread.worst.toFixed(1)} ms`,
        },
        {
          measure: `price stream alone (in process, no database): publish to ${SUBSCRIBERS} sockets (serialize once + every send) / until the last has it`,
          result: `send loop median ${server.send.median.toFixed(1)} ms; last receipt median ${server.total.median.toFixed(1)} ms, worst ${server.total.worst.toFixed(1)} ms`,
        },
      ],
    };
  } finally {
    await platform.stop();
    rmSync(importDir, { recursive: true, force: true });
  }
}

/** Imports catalog.csv through the API (the catalog.import job) and waits for it. */
async function importCatalog(
  api: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>,
) {
  const started = now();
  const queued = await api('POST', '/api/v1/catalog/imports', { kind: 'csv', file: 'catalog.csv' });
  if (queued.status !== 202)
    throw new Error(`import refused: ${queued.status} ${JSON.stringify(queued.body)}`);
  for (;;) {
    const run = await api('GET', `/api/v1/catalog/imports/${queued.body.import_id}`);
    if (run.body.status === 'completed' && run.body.summary.created === CATALOG)
      return { ms: now() - started };
    if (run.body.status === 'completed' || run.body.status === 'failed')
      throw new Error(`import ended badly: ${JSON.stringify(run.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const now = () => performance.timeOrigin + performance.now();
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], worst: sorted[sorted.length - 1] };
};

/** Subscribers in a forked process; `round(n)` resolves when all of them have their n-th update (from 0). */
async function streamClients(url: string, headers: Record<string, string>) {
  const child = fork(fileURLToPath(new URL('./bench-stream-clients.ts', import.meta.url)));
  const rounds = new Map<number, (report: { first: number; last: number }) => void>();
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (report: StreamClientsReport) => {
      if (report.type === 'ready') resolve();
      else if (report.type === 'error') reject(new Error(`stream clients: ${report.message}`));
      else rounds.get(report.round)?.(report);
    });
    child.once('exit', (code) => reject(new Error(`stream clients exited (${code})`)));
  });
  child.send({ url, headers, count: SUBSCRIBERS } satisfies StreamClientsStart);
  await ready;
  return {
    round: (round: number) =>
      new Promise<{ first: number; last: number }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`not every subscriber got update ${round} within 10 s`)),
          10_000,
        );
        rounds.set(round, (report) => (clearTimeout(timer), resolve(report)));
      }),
    stop: () => child.kill(),
  };
}

/** Through the real API: from sending the POST until the last subscriber has the update. */
async function fanOutThroughApi(
  cardsApi: string,
  token: string,
  cardId: string,
  ticker: string,
  api: (method: string, path: string, body?: unknown) => Promise<{ status: number }>,
) {
  const clients = await streamClients(`${cardsApi.replace('http', 'ws')}/ws/prices?symbols=${ticker}`, {
    authorization: `Bearer ${token}`,
  });
  const total: number[] = [];
  const answered: number[] = [];
  const spread: number[] = [];
  try {
    for (let round = 0; round < FANOUT_ROUNDS; round += 1) {
      // A higher price each round, so every point changes the market price and publishes.
      const price = round + 1;
      const received = clients.round(round);
      const started = now();
      const posted = await api('POST', `/api/v1/cards/${cardId}/prices`, {
        source: 'tcgplayer',
        price,
        is_sold: true,
      });
      if (posted.status !== 201) throw new Error(`price point refused: ${posted.status}`);
      answered.push(now() - started);
      const { first, last } = await received;
      total.push(last - started);
      spread.push(last - first);
    }
  } finally {
    clients.stop();
  }
  return { total: summary(total), answered: summary(answered), spread: summary(spread) };
}

/** The price stream alone on an in-process bus: the server's own cost of one publish to every subscriber. */
async function fanOutInProcess() {
  const bus = new LocalEventBus();
  const sessionKey = randomBytes(32);
  const server = createServer((_request, response) => response.writeHead(404).end());
  const silent = {
    error: () => undefined,
    warn: () => undefined,
    info: () => undefined,
  } as unknown as Logger;
  const stream = servePriceStream(server, {
    // A stand-in: the bench's stream session is issued outside any sign-in session, so no session
    // ever changes or ends; the stream only registers its listeners.
    sessions: {
      onSessionChanged: () => () => undefined,
      onSessionEnded: () => () => undefined,
    } as unknown as SessionResolver,
    sessionKey,
    bus,
    logger: silent,
    pingMs: 600_000,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const session = issueStreamSession(sessionKey, {
    subject: 'bench',
    scopes: ['pricing:read'],
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
  });
  const clients = await streamClients(
    `ws://127.0.0.1:${port}/ws/prices?symbols=BENCH&session=${session}`,
    {},
  );
  const send: number[] = [];
  const total: number[] = [];
  try {
    for (let round = 0; round < FANOUT_ROUNDS; round += 1) {
      const price = round + 1;
      const received = clients.round(round);
      const started = now();
      await bus.publish<PriceUpdate>(PRICE_UPDATE_TOPIC, {
        card_id: 'bench',
        ticker: 'BENCH',
        price,
        confidence: 0.5,
        sources_used: 1,
        calculated_at: new Date().toISOString(),
      });
      send.push(now() - started);
      total.push((await received).last - started);
    }
  } finally {
    clients.stop();
    await stream.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return { send: summary(send), total: summary(total) };
}
