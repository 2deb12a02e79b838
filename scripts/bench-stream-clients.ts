// The /ws/prices subscribers of the fan-out bench, in their own process (forked by bench-cards.ts):
// 1,000 clients in the bench's own process would compete with its timing loop for the event loop.
// Opens `count` sockets, then reports, per update (the n-th update each socket receives: the bench
// publishes one at a time and waits for everyone), when the first and the last subscriber received it
// (absolute time: performance.timeOrigin + performance.now(), comparable with the parent's clock).
import WebSocket from 'ws';

export interface StreamClientsStart {
  url: string;
  headers: Record<string, string>;
  count: number;
}
export type StreamClientsReport =
  | { type: 'ready' }
  | { type: 'round'; round: number; first: number; last: number; received: number }
  | { type: 'error'; message: string };

const send = (report: StreamClientsReport) => process.send?.(report);
const now = () => performance.timeOrigin + performance.now();

process.once('message', async ({ url, headers, count }: StreamClientsStart) => {
  const rounds = new Map<number, { first: number; last: number; received: number }>();
  const onMessage = (socket: { updates: number }, data: WebSocket.RawData) => {
    const at = now();
    const message = JSON.parse(String(data)) as { type: string };
    if (message.type !== 'price.update') return;
    const index = socket.updates++;
    const round = rounds.get(index) ?? { first: at, last: at, received: 0 };
    round.last = at;
    round.received += 1;
    rounds.set(index, round);
    if (round.received === count) send({ type: 'round', round: index, ...round });
  };
  try {
    const sockets = await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(url, { headers });
            const seen = { updates: 0 };
            socket.on('message', (data) => onMessage(seen, data));
            socket.once('open', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    process.once('disconnect', () => sockets.forEach((socket) => socket.terminate()));
    send({ type: 'ready' });
  } catch (error) {
    send({ type: 'error', message: (error as Error).message });
  }
});
