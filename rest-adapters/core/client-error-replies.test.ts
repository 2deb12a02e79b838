import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { answerClientErrorsWithJson } from './client-error-replies.js';

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('answerClientErrorsWithJson', () => {
  it('answers an oversized request line and a malformed request with the API body as JSON', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    answerClientErrorsWithJson(server, (status, message) => ({ error: { status, message } }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const oversized = await rawRequest(
        port,
        `GET /recent?app=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
      );
      expect(oversized).toMatch(/^HTTP\/1\.1 431 /);
      expect(oversized).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(oversized.slice(oversized.indexOf('\r\n\r\n') + 4))).toEqual({
        error: { status: 431, message: 'Request line or headers are too large' },
      });
      const broken = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(broken).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toEqual({
        error: { status: 400, message: 'Malformed HTTP request' },
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
