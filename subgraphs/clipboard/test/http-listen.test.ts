import { createServer, type Server } from 'node:http';
import { startContextBridge } from '../src/bridge/bridge-server.js';
import { startClipboardServer } from '../src/http/clipboard-server.js';
import { listenWithFallback, serverUrl } from '../src/http/listen.js';
import { seededHome } from './http-fixture.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function bareServer(): Server {
  const server = createServer((_req, res) => res.end('ok'));
  servers.push(server);
  return server;
}

describe('listenWithFallback', () => {
  it('resolves with the port the system bound when asked for port 0', async () => {
    const port = await listenWithFallback(bareServer(), { host: '127.0.0.1', port: 0, attempts: 3 });
    expect(port).toBeGreaterThan(0);
  });

  it('moves to the next port when one is taken, and names every busy port when all are', async () => {
    const first = await listenWithFallback(bareServer(), { host: '127.0.0.1', port: 0 });
    const next = await listenWithFallback(bareServer(), {
      host: '127.0.0.1',
      port: first,
      attempts: 2,
    }).catch(() => undefined);
    // first + 1 may itself be taken by another process; only when it was free must it be the one used.
    if (next !== undefined) expect(next).toBe(first + 1);
    await expect(
      listenWithFallback(bareServer(), { host: '127.0.0.1', port: first, hint: 'choose another' }),
    ).rejects.toMatchObject({
      code: 'PORT_IN_USE',
      message: `port ${first} on 127.0.0.1 is already in use; choose another`,
    });
  });

  it('writes IPv6 hosts in brackets', () => {
    expect(serverUrl('::1', 8765)).toBe('http://[::1]:8765');
    expect(serverUrl('[::1]', 8765)).toBe('http://[::1]:8765');
    expect(serverUrl('127.0.0.1', 8765)).toBe('http://127.0.0.1:8765');
  });
});

describe('port 0', () => {
  it('startClipboardServer reports the bound port, not 0, and answers there', async () => {
    const seed = await seededHome([{ text: 'hello from port zero' }]);
    const logged: string[] = [];
    const server = await startClipboardServer({
      port: 0,
      home: seed.home,
      logger: (line) => logged.push(line),
    });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      expect(logged.join('\n')).not.toMatch(/busy/); // the system's choice is not a fallback
      const res = await fetch(`${server.url}/search?q=zero`);
      expect(res.status).toBe(200);
    } finally {
      await server.close();
      seed.dispose();
    }
  });

  it('startContextBridge reports the bound port in its URL', async () => {
    const seed = await seededHome([{ text: 'bridge clip' }]);
    const bridge = await startContextBridge({ port: 0, home: seed.home });
    try {
      expect(bridge.port).toBeGreaterThan(0);
      expect(bridge.url).toBe(`http://127.0.0.1:${bridge.port}`);
    } finally {
      await bridge.close();
      seed.dispose();
    }
  });
});
