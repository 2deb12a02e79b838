import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Serves test/fixtures/* on 127.0.0.1 (plus /moved → a redirect), standing in for the job boards. */
export class FixtureServer {
  private constructor(private readonly server: Server) {}

  static async start(): Promise<FixtureServer> {
    const server = createServer(async (request, response) => {
      if (request.url === '/moved')
        return void response.writeHead(302, { location: '/jobs-feed.atom' }).end();
      try {
        const body = await readFile(fileURLToPath(new URL(`./fixtures${request.url}`, import.meta.url)));
        response.writeHead(200).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new FixtureServer(server);
  }

  url(path: string) {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/${path}`;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
