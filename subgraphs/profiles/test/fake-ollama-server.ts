import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOllamaBehaviour =
  | { kind: 'answer'; response: (prompt: string) => string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  /** Answers like `answer`, but only once `until` resolves: a test holds work in flight with it. */
  | { kind: 'held'; response: (prompt: string) => string; until: Promise<unknown> };

/**
 * The network test double of an Ollama-compatible server: a real HTTP server on 127.0.0.1 answering
 * POST /api/generate as Ollama does ({response}), with a behaviour the test sets, recording requests.
 */
export class FakeOllamaServer {
  readonly requests: Array<{ model: string; prompt: string; stream: boolean; format?: string }> = [];
  behaviour: FakeOllamaBehaviour = { kind: 'status', status: 500 };
  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeOllamaServer> {
    let fake!: FakeOllamaServer;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/api/generate')
          return void response.writeHead(404).end();
        const parsed = JSON.parse(body);
        fake.requests.push(parsed);
        const behaviour = fake.behaviour;
        if (behaviour.kind === 'hang') return; // never answers: the client's timeout must end it
        if (behaviour.kind === 'status') return void response.writeHead(behaviour.status).end('{}');
        const answer = () => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ model: parsed.model, response: behaviour.response(parsed.prompt), done: true }),
          );
        };
        if (behaviour.kind === 'held') return void behaviour.until.then(answer);
        answer();
      });
    });
    fake = new FakeOllamaServer(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
