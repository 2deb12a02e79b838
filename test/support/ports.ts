import { createServer } from 'node:net';

/**
 * A port nothing listens on, for "cannot reach" tests. Port 2 is below the range freePort() hands out
 * and below the kernel's ephemeral range, and it is not one of Chromium's blocked ports.
 */
export const CLOSED_PORT = 2;

/**
 * Ports for the servers tests start come from a block of their own per Jest worker (the bench, outside
 * Jest, gets block 0), below the kernel's ephemeral range (32768 and up here). A port the kernel picked
 * with listen(0) was free only when asked: a server another worker started a moment later with
 * listen(0), or a connection's source port, could take it before the platform bound it (CI saw a
 * platform exit with EADDRINUSE, and a "closed" port answer 404). Each file starts at a random place in
 * its worker's block, and a port something else holds (another program on the machine) is skipped.
 */
const PORT_RANGE_START = 20_000;
const PORTS_PER_WORKER = 1_000;
const WORKER_BLOCKS = 12;
const workerBlock =
  PORT_RANGE_START + (Number(process.env.JEST_WORKER_ID ?? 0) % WORKER_BLOCKS) * PORTS_PER_WORKER;
let nextPort = Math.floor(Math.random() * PORTS_PER_WORKER);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let tried = 0; tried < PORTS_PER_WORKER; tried++) {
    const port = workerBlock + (nextPort++ % PORTS_PER_WORKER);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${workerBlock}-${workerBlock + PORTS_PER_WORKER - 1}`);
}
