import { afterAll, beforeAll } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startContextBridge, type ContextBridge } from '../src/bridge/bridge-server.js';
import { PATHS } from '../src/bridge/bridge-paths.js';
import { CapturePipeline } from '../src/capture/capture-pipeline.js';
import { ClipsRepository } from '../src/store/clips.repository.js';
import { openDatabase, type Db } from '../src/store/database.js';

// The bridge tests' shared set-up: importing this file starts a bridge over four planted clips for the
// importing test file, and stops it when that file ends.
// The bridge runs in-process on its own connection; the test writes through a second connection with
// the real capture pipeline, as `mfm watch` would from another process.
export let home: string;
export let writer: Db;
export let pipeline: CapturePipeline;
export let bridge: ContextBridge;
export const logged: string[] = [];
export const ids: Record<string, number> = {};

export async function capture(text: string, app: string, tags: string[] = [], at?: Date): Promise<number> {
  const source = at ? new CapturePipeline(writer, { now: () => at }) : pipeline;
  const result = await source.capture({ text, app, tags, source: 'file' });
  if (result.status !== 'saved') throw new Error(`not saved: ${JSON.stringify(result)}`);
  return result.id;
}

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'mfm-bridge-'));
  writer = openDatabase(join(home, 'mfm.db'));
  pipeline = new CapturePipeline(writer);
  ids.old = await capture('ancient walrus migration notes', 'Notes', [], new Date(Date.now() - 72 * 3600e3));
  ids.deploy = await capture('deploy the billing service to production', 'Terminal', ['ops']);
  ids.rollback = await capture('rollback plan for the billing deploy', 'Slack', ['ops']);
  ids.recipe = await capture('banana bread recipe with walnuts', 'Safari');
  new ClipsRepository(writer).setPinned(ids.old, true);
  bridge = await startContextBridge({ port: 0, home, heartbeatMs: 60, log: (m) => logged.push(m) });
});

afterAll(async () => {
  await bridge?.close();
  writer?.close();
  rmSync(home, { recursive: true, force: true });
});

export async function getJson(path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${bridge.url}${path}`);
  return { status: res.status, body: await res.json() };
}

/** node:http, because fetch will not send a Host or Origin header of our choosing. */
export function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${bridge.url}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}

export async function mcpClient(): Promise<Client> {
  const client = new Client({ name: 'bridge-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${bridge.url}${PATHS.mcp}`)));
  return client;
}

export const idsOf = (items: Array<{ id: number }>) => items.map((c) => c.id);
export const textOf = (result: any) => JSON.parse(result.content[0].text);
export const jsonOf = (result: { contents: object[] }) =>
  JSON.parse((result.contents[0] as { text: string }).text);

/** Reads SSE events from a raw stream until `count` events named `name` arrived. */
export async function sseEvents(
  name: string,
  count: number,
  onEach?: (n: number) => Promise<void>,
): Promise<Array<{ event: string; data: string }>> {
  const controller = new AbortController();
  const res = await fetch(`${bridge.url}${PATHS.sse}`, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: Array<{ event: string; data: string }> = [];
  let buffer = '';
  try {
    while (events.filter((e) => e.event === name).length < count) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        events.push({ event, data });
        if (event === name) await onEach?.(events.filter((e) => e.event === name).length);
      }
    }
  } finally {
    controller.abort();
  }
  return events;
}
