import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MfmError } from '../errors.js';

export interface ListenOptions {
  host: string;
  /** 0 lets the system pick a free port (then only one attempt is made). */
  port: number;
  /** Consecutive ports to try when one is taken (EADDRINUSE); 1 by default. */
  attempts?: number;
  /** Appended to the error when every port is taken, e.g. which flag chooses another. */
  hint?: string;
}

/**
 * Listens on `port`, or on the next of `attempts` consecutive ports when one is taken (EADDRINUSE),
 * as `mfm serve` does (8765, 8766, 8767); `mfm bridge` makes one attempt. Resolves with the port
 * actually bound, which is the system's choice when asked for port 0. When every port is taken the
 * error is an MfmError with code PORT_IN_USE; any other error (EACCES, a bad host) is thrown at once.
 */
export async function listenWithFallback(server: Server, options: ListenOptions): Promise<number> {
  const { host, port, hint } = options;
  const attempts = port === 0 ? 1 : (options.attempts ?? 1);
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      await listenOnce(server, port + attempt, host);
      return (server.address() as AddressInfo).port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (attempt === attempts - 1) {
        const ports =
          attempts === 1
            ? `port ${port} on ${host} is already in use`
            : `ports ${port}-${port + attempts - 1} on ${host} are all in use`;
        const busy = new MfmError(hint ? `${ports}; ${hint}` : ports, 'PORT_IN_USE');
        busy.cause = error;
        throw busy;
      }
    }
  }
  throw new Error('no port attempts'); // attempts < 1
}

function listenOnce(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** http://host:port, with an IPv6 address in brackets. */
export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}
