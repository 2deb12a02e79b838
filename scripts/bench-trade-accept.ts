// Trade accept under 50 concurrent clients (the cards API's bench row): 50 pending trades to one receiver
// accepted at once (every accept locks that receiver's portfolio), then one trade accepted by 50
// clients at once. Holdings are counted after each round: nothing may be lost or moved twice.
import { startPlatform } from '../test/support/platform-process.js';
import { cardsClient, cardsUser, seedCard } from '../test/support/cards-client.js';
import { COMPILED } from '../test/support/compiled-build.js';
import { BENCH_PLATFORM_ENV } from './bench-http.js';
import { percentiles, type SectionResult } from './bench-table.js';

const CLIENTS = 50;

type Client = ReturnType<typeof cardsClient>;
const held = async (client: Client) =>
  Object.fromEntries(
    (
      (await client('GET', '/api/v1/portfolio?limit=100')).body.items as Array<{
        card_id: string;
        quantity: number;
      }>
    ).map((item) => [item.card_id, item.quantity]),
  );

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

export async function tradeAcceptBench(launch = COMPILED('main')): Promise<SectionResult> {
  const secret = BENCH_PLATFORM_ENV.JWT_SECRET;
  const platform = await startPlatform({ ...BENCH_PLATFORM_ENV, CARDS_JWT_SECRET: secret }, launch);
  try {
    const api = platform.cardsApi;
    const admin = await cardsUser(undefined, undefined, secret);
    const [given, asked] = [
      await seedCard(api, admin.token, { marketPrice: 10 }),
      await seedCard(api, admin.token, { marketPrice: 4 }),
    ];
    const receiverUser = await cardsUser(undefined, undefined, secret);
    const receiver = cardsClient(api, receiverUser.token);
    await receiver('POST', '/api/v1/portfolio/holdings', { body: { card_id: asked, quantity: CLIENTS } });
    const proposers: Client[] = [];
    const trades: string[] = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const proposer = cardsClient(api, (await cardsUser(undefined, undefined, secret)).token);
      await proposer('POST', '/api/v1/portfolio/holdings', { body: { card_id: given, quantity: 1 } });
      const trade = await proposer('POST', '/api/v1/trades', {
        body: {
          receiver_id: receiverUser.sub,
          offered_items: [{ card_id: given, quantity: 1 }],
          requested_items: [{ card_id: asked, quantity: 1 }],
        },
      });
      proposers.push(proposer);
      trades.push(trade.body.trade_id);
    }

    // Round 1: 50 different trades, one receiver, all at once.
    const round = await timed(() =>
      Promise.all(trades.map((id) => timed(() => receiver('POST', `/api/v1/trades/${id}/accept`)))),
    );
    const accepted = round.value.filter((r) => r.value.status === 200).length;
    const latencies = round.value.map((r) => r.ms);
    const receiverHolds = await held(receiver);
    const proposerHolds = await Promise.all(proposers.map(held));
    const movedRight =
      receiverHolds[given] === CLIENTS &&
      receiverHolds[asked] === undefined &&
      proposerHolds.every((h) => h[asked] === 1 && h[given] === undefined);

    // Round 2: one trade, accepted by 50 clients at once: exactly one wins, the cards move once.
    const [proposer] = proposers;
    await receiver('POST', '/api/v1/portfolio/holdings', { body: { card_id: asked, quantity: 1 } });
    const contested = (
      await proposer('POST', '/api/v1/trades', {
        body: {
          receiver_id: receiverUser.sub,
          offered_items: [{ card_id: asked, quantity: 1 }],
          requested_items: [{ card_id: asked, quantity: 1 }],
        },
      })
    ).body.trade_id as string;
    const race = await Promise.all(
      Array.from({ length: CLIENTS }, () => receiver('POST', `/api/v1/trades/${contested}/accept`)),
    );
    const winners = race.filter((r) => r.status === 200).length;
    const conflicts = race.filter((r) => r.status === 409).length;
    const after = await held(receiver);
    const onceOnly =
      winners === 1 && conflicts === CLIENTS - 1 && after[asked] === 1 && (await held(proposer))[asked] === 1;

    const [p50, p95, p99] = percentiles(latencies, [50, 95, 99]);
    const rate = Math.round((CLIENTS / round.ms) * 1000 * 10) / 10;
    const summary = `${accepted}/${CLIENTS} accepted in ${Math.round(round.ms)} ms (${rate}/s), p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms; holdings ${movedRight ? 'exact' : 'WRONG'}`;
    const race50 = `${winners} accepted, ${conflicts} × 409; holdings ${onceOnly ? 'moved once' : 'WRONG'}`;
    console.log(`trades: ${summary}\ntrades: ${race50}`);
    return {
      measurements: [
        {
          measure: 'trade accept, 50 concurrent clients, 50 trades to one receiver (PGlite)',
          result: summary,
          target: 'no lost or doubled holding',
        },
        {
          measure: 'one trade accepted by 50 concurrent clients (PGlite)',
          result: race50,
          target: 'exactly one accept',
        },
      ],
    };
  } finally {
    await platform.stop();
  }
}
