import type { Server } from 'node:http';

/**
 * Listens on `port`, or on the next of `attempts` consecutive ports when one is taken (EADDRINUSE),
 * as the spec asks (8765, 8766, 8767). Any other error (EACCES, a bad host) is thrown at once.
 */
export async function listenWithFallback(server: Server, host: string, port: number, attempts: number): Promise<number> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const candidate = port + attempt;
    try {
      await new Promise<void>((resolve, reject) => {
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
        server.listen(candidate, host);
      });
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === attempts - 1) {
        if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
          throw new Error(`ports ${port}-${port + attempts - 1} on ${host} are all in use`, { cause: error });
        }
        throw error;
      }
    }
  }
  throw new Error('no port attempts'); // attempts < 1
}
