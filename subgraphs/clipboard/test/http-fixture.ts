import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CapturePipeline } from '../src/capture/capture-pipeline.js';
import { openDatabase } from '../src/store/database.js';
import { NotesRepository } from '../src/store/notes.repository.js';
import { startClipboardServer, type RunningClipboardServer } from '../src/http/clipboard-server.js';

export interface SeedClip {
  text: string;
  app?: string;
  tags?: string[];
  note?: string;
  pinned?: boolean;
}

/** A data folder holding the given clips, stored through the real capture pipeline. */
export async function seededHome(
  clips: SeedClip[],
): Promise<{ home: string; ids: number[]; dispose(): void }> {
  const home = mkdtempSync(join(tmpdir(), 'mfm-http-'));
  const db = openDatabase(join(home, 'mfm.db'));
  const pipeline = new CapturePipeline(db);
  const ids: number[] = [];
  for (const clip of clips) {
    const result = await pipeline.capture({
      text: clip.text,
      app: clip.app ?? 'Terminal',
      tags: clip.tags,
      source: 'file',
    });
    if (result.status !== 'saved') throw new Error(`seed clip not saved: ${JSON.stringify(result)}`);
    ids.push(result.id);
    if (clip.note) new NotesRepository(db).add(result.id, clip.note);
    if (clip.pinned) db.prepare('UPDATE clips SET pinned = 1 WHERE id = ?').run(result.id);
  }
  db.close();
  return { home, ids, dispose: () => rmSync(home, { recursive: true, force: true }) };
}

/** A port range unlikely to collide with other test files running at the same time. */
export function randomBasePort(): number {
  return 20_000 + Math.floor(Math.random() * 30_000);
}

export async function startOn(
  home: string,
  options: { port?: number; portAttempts?: number; logger?: (line: string) => void } = {},
): Promise<RunningClipboardServer> {
  // A few tries: another process may hold a random port; the server's own fallback covers the rest.
  for (let attempt = 0; ; attempt++) {
    try {
      return await startClipboardServer({
        home,
        port: options.port ?? randomBasePort(),
        portAttempts: options.portAttempts ?? 3,
        logger: options.logger,
      });
    } catch (error) {
      if (attempt >= 4 || !/in use/.test((error as Error).message)) throw error;
    }
  }
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/**
 * A request with full control of the headers (fetch will not send a foreign Host header). The body is
 * sent as given, so malformed JSON and wrong content types can be tested.
 */
export function raw(
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON (the web UI's HTML)
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

export const postJson = (
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  raw(baseUrl, 'POST', path, {
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

export const getJson = (baseUrl: string, path: string) => raw(baseUrl, 'GET', path);
