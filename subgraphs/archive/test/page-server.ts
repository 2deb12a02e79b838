import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  port: number;
  /** Paths requested so far, in order; WebSocket handshakes as `WS <path>`. */
  hits: string[];
  close(): Promise<void>;
}

/**
 * A local HTTP server with the pages the capture tests need. `publicName` is the host name the
 * tests map to 127.0.0.1 for Chromium while the guard believes it public; everything the page then
 * asks of 127.0.0.1 directly must be refused.
 */
export async function startPageServer(marker: string): Promise<PageServer> {
  const hits: string[] = [];
  const waiting: Array<() => void> = [];
  let server: Server;
  const port = await new Promise<number>((resolve) => {
    server = createServer((req, res) => {
      const path = req.url ?? '/';
      hits.push(path);
      const own = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (path === '/page') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html><head><title>${marker}</title><style>body{background:#fed;font:20px sans-serif}</style></head>` +
            `<body><h1>${marker}</h1><p>A page to archive.</p><img src="${own}/private-pixel.png" alt="private"></body></html>`,
        );
      }
      if (path === '/redirect-to-private') {
        res.writeHead(302, { location: `${own}/secret` });
        return res.end();
      }
      if (path === '/worker-page') {
        // Load waits for /hold.png, which the server answers once the worker has tried everything.
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><title>${marker}</title>` +
            `<script>new Worker('/worker.js').onmessage = (event) => fetch('/worker-done?' + event.data)</script><img src="/hold.png">`,
        );
      }
      if (path === '/worker.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        return res.end(
          `const attempts = [];
           attempts.push(new Promise((settle) => {
             try {
               const socket = new WebSocket('ws://127.0.0.1:${(server.address() as AddressInfo).port}/worker-ws');
               socket.onopen = socket.onerror = socket.onclose = () => settle();
             } catch { settle(); }
           }));
           fetch('${own}/worker-fetch').catch(() => undefined);
           Promise.all(attempts).then(() => postMessage('websocket=' + typeof WebSocket));`,
        );
      }
      if (path === '/hold.png') {
        const answer = () => {
          clearTimeout(guard);
          res.writeHead(404);
          res.end();
        };
        // A hang guard only: the worker's /worker-done normally releases it at once.
        const guard = setTimeout(answer, 15_000);
        return void waiting.push(answer);
      }
      if (path.startsWith('/worker-done')) {
        waiting.splice(0).forEach((release) => release());
        res.writeHead(204);
        return res.end();
      }
      if (path === '/secret') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<h1>internal secret</h1>');
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not here');
    });
    server.on('upgrade', (req, socket) => {
      hits.push(`WS ${req.url}`);
      socket.destroy();
    });
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return { port, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => bytes[i] === byte)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') throw new Error('PNG without IHDR first');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
