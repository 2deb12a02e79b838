import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests Node's HTTP parser refuses before any handler runs (a URL or headers over the size limit,
 * a broken request line) get the API's JSON error body instead of Node's bare status line: every
 * error of every endpoint is JSON in that API's shape. `body` gives that shape for a status and message.
 */
export function answerClientErrorsWithJson(
  server: Server,
  body: (status: number, message: string) => unknown,
): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request line or headers are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request timed out']
          : [400, 'Malformed HTTP request'];
    const json = JSON.stringify(body(status, message));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  });
}
