import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
 *
 * A block is only a worker's within one Jest run: two runs at once on one machine (two developers, or a
 * fresh clone beside a working tree) have the same worker ids. A port is free only between the probe
 * and the moment the platform binds it, many seconds later, so each port handed out is also claimed
 * in a file named after it (RESERVED_DIR), holding the claiming process's id: a port another live
 * process claimed is skipped, and a claim of a process that has ended is taken over.
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

const RESERVED_DIR = join(tmpdir(), 'platform-test-ports');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `port` for this process unless another live process has. */
function claim(port: number): boolean {
  mkdirSync(RESERVED_DIR, { recursive: true });
  const file = join(RESERVED_DIR, String(port));
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    // Claimed before: by this process, by a live one, or by one that has ended (taken over).
  }
  const owner = Number(readFileSync(file, 'utf8'));
  // Empty: created by another process this very moment, its id not written yet.
  if (!owner && Date.now() - statSync(file).mtimeMs < 5_000) return false;
  if (owner && owner !== process.pid && alive(owner)) return false;
  writeFileSync(file, String(process.pid));
  return true;
}

export async function freePort(): Promise<number> {
  for (let tried = 0; tried < PORTS_PER_WORKER; tried++) {
    const port = workerBlock + (nextPort++ % PORTS_PER_WORKER);
    if (claim(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port in ${workerBlock}-${workerBlock + PORTS_PER_WORKER - 1}`);
}
