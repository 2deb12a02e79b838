// The cards API (spec 3A) against the compiled platform: card search p99 at a constant 200 req/s
// over a seeded catalog, and one price point fanned out to 1,000 /ws/prices subscribers (time from
// the POST until the last subscriber has the update; issue 11's target ≤ 100 ms). The market price
// over 10,000 points is measured in process by subgraphs/catalog/bench/market-price.bench.ts.
import WebSocket from 'ws';
import { developmentToken } from '@platform/auth';
import { startPlatform } from '../test/support/platform-process.js';
import { request } from '../test/support/http-client.js';
import { BENCH_PLATFORM_ENV, COMPILED } from './bench-http.js';
import { constantRate } from './bench-constant-rate.js';
import type { SectionResult } from './bench-table.js';

const CARDS = Number(process.env.BENCH_CARDS ?? 500);
const SUBSCRIBERS = Number(process.env.BENCH_STREAM_SUBSCRIBERS ?? 1000);
const FANOUT_ROUNDS = 5;

export async function cardsBench(seconds: number): Promise<SectionResult> {
  const platform = await startPlatform({ ...BENCH_PLATFORM_ENV, CARDS_STREAM_PING_MS: '600000' }, COMPILED('main'));
  const sockets: WebSocket[] = [];
  try {
    const token = await developmentToken('cards', BENCH_PLATFORM_ENV.JWT_SECRET, { sub: 'bench', scope: 'cards:read cards:write pricing:read pricing:write' });
    const api = (method: string, path: string, body?: unknown) => request(platform.cardsApi, method, path, { token, body });
    let ticker = '';
    let cardId = '';
    for (let i = 0; i < CARDS; i += 1) {
      const created = await api('POST', '/api/v1/cards', { name: `Bench card ${i}`, game: i % 2 ? 'mtg' : 'pokemon', set_code: `b${i % 7}`, set_name: 'Bench', rarity: 'rare', collector_number: String(i) });
      if (created.status !== 201) throw new Error(`seeding failed: ${created.status} ${JSON.stringify(created.body)}`);
      ({ ticker, card_id: cardId } = created.body);
    }
    const search = await constantRate({
      url: `${platform.cardsApi}/api/v1/cards/search`,
      headers: { authorization: `Bearer ${token}` },
      pathFor: (i) => `/api/v1/cards/search?q=${encodeURIComponent(`bench card ${i % 50}`)}&limit=20`,
      rate: 200,
      seconds,
    });
    console.log(`cards: search at 200 req/s: p50 ${search.p50.toFixed(1)} ms, p99 ${search.p99.toFixed(1)} ms, errors ${search.errors}`);

    const received: number[][] = Array.from({ length: FANOUT_ROUNDS }, () => []);
    // Rounds run one after another (each waits for every subscriber), so an update belongs to the current one.
    let round = 0;
    await Promise.all(
      Array.from({ length: SUBSCRIBERS }, () => new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(`${platform.cardsApi.replace('http', 'ws')}/ws/prices?symbols=${ticker}`, { headers: { authorization: `Bearer ${token}` } });
        sockets.push(socket);
        socket.on('message', (data) => {
          const message = JSON.parse(String(data));
          if (message.type === 'price.update') received[round]?.push(performance.now());
        });
        socket.once('open', () => resolve());
        socket.once('error', reject);
      })),
    );
    const spans: number[] = [];
    for (round = 0; round < FANOUT_ROUNDS; round += 1) {
      const started = performance.now();
      // A higher price each round, so every point changes the market price and publishes.
      await api('POST', `/api/v1/cards/${cardId}/prices`, { source: 'tcgplayer', price: round + 1, is_sold: true });
      const deadline = Date.now() + 10_000;
      while (received[round].length < SUBSCRIBERS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
      if (received[round].length < SUBSCRIBERS) throw new Error(`only ${received[round].length} of ${SUBSCRIBERS} subscribers got round ${round}`);
      spans.push(Math.max(...received[round]) - started);
    }
    spans.sort((a, b) => a - b);
    const median = spans[Math.floor(spans.length / 2)];
    console.log(`cards: price point to ${SUBSCRIBERS} subscribers: median ${median.toFixed(1)} ms, worst ${spans[spans.length - 1].toFixed(1)} ms`);
    return {
      measurements: [
        { measure: `cards API: card search (${CARDS} cards), constant 200 req/s for ${seconds} s`, result: `p50 ${search.p50.toFixed(1)} ms, p99 ${search.p99.toFixed(1)} ms, ${search.errors} errors` },
        {
          measure: `cards API: one price point (POST, market price recomputed) until the last of ${SUBSCRIBERS} /ws/prices subscribers has it, ${FANOUT_ROUNDS} rounds`,
          result: `median ${median.toFixed(1)} ms, worst ${spans[spans.length - 1].toFixed(1)} ms`,
          target: '≤ 100 ms',
        },
      ],
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await platform.stop();
  }
}
