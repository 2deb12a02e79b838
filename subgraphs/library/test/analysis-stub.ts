import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the analysis service (its two endpoints the library calls), so the library's
 * tests control every answer: a bag-of-words embedding (texts sharing words are near), fixed
 * summary and category, the text's distinct words as keywords, and a switch to make it fail.
 */
export interface AnalysisStub {
  url: string;
  /** 'ok' answers; 'error' answers 500; 'slow' never answers within a test timeout. */
  mode: 'ok' | 'error' | 'slow';
  calls: Array<{ path: string; body: any }>;
  close(): Promise<void>;
}

const DIMENSIONS = 384;

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function dimensionOf(word: string): number {
  let hash = 2166136261;
  for (const char of word) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % DIMENSIONS;
}

/** Word counts hashed to 384 dimensions, L2-normalised; all zeros for text without words. */
export function stubEmbedding(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of wordsOf(text)) vector[dimensionOf(word)] += 1;
  const norm = Math.hypot(...vector);
  return norm ? vector.map((n) => n / norm) : vector;
}

export async function startAnalysisStub(): Promise<AnalysisStub> {
  const stub: AnalysisStub = { url: '', mode: 'ok', calls: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      stub.calls.push({ path: req.url ?? '', body });
      if (stub.mode === 'slow') return;
      const reply = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (stub.mode === 'error')
        return reply(500, {
          status: 'error',
          message: 'Internal server error',
          timestamp: new Date().toISOString(),
        });
      if (req.url === '/api/embed')
        return reply(200, {
          embedding: stubEmbedding(body.text),
          dimensions: DIMENSIONS,
          model: 'stub',
          truncated: false,
        });
      if (req.url === '/api/analyze') {
        const words = [...new Set(wordsOf(body.text).filter((word) => word.length > 2))];
        return reply(200, {
          summary: `Summary of: ${String(body.text).slice(0, 60)}`,
          category: 'Technology',
          entities: { people: ['Ada Lovelace'], places: [] },
          embedding: stubEmbedding(body.text),
          keywords: words.map((term, i) => ({ term, score: 1 / (i + 1) })),
          truncated: false,
        });
      }
      reply(404, { error: 'not_found', message: 'no route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
