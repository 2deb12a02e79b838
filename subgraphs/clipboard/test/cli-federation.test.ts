import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startClipboardServer } from '../src/http/clipboard-server.js';
import { CliHarness, freePort } from './cli-harness.js';

// Two stores: the CLI's own, and a peer served by the real HTTP API in this process.
const cli = new CliHarness();
const peer = new CliHarness();
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  await cli.build();
  await peer.build();
  cli.capture('our clip about lighthouses', '--app', 'Notes', '--tag', 'coast');
  peer.capture('peer clip about harbours', '--app', 'Mail');
  // A free port rather than 0: startClipboardServer reports the requested port.
  server = await startClipboardServer({
    host: '127.0.0.1',
    port: await freePort(),
    home: peer.home,
    portAttempts: 1,
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  cli.cleanup();
  peer.cleanup();
});

describe('federate-export / federate-import with files', () => {
  it('round-trips clips with their tags, and a second import changes nothing', () => {
    const other = mkdtempSync(join(tmpdir(), 'mfm-fed-'));
    try {
      const file = join(other, 'export.json');
      expect(cli.run(['federate-export', '--path', file]).code).toBe(0);
      expect(peer.json(['federate-import', '--path', file])).toMatchObject({
        added: 1,
        merged: 0,
        skipped: 0,
      });
      expect(peer.json(['federate-import', '--path', file])).toMatchObject({
        added: 0,
        merged: 0,
        skipped: 1,
      });
      expect(peer.json(['search', 'lighthouses']).items[0]).toMatchObject({
        source_app: 'Notes',
        tags: ['coast'],
      });
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('rejects a file that is not a peer export (exit 2) and needs exactly one source', () => {
    const bogus = join(cli.home, 'bogus.json');
    writeFileSync(bogus, '{"hello": 1}');
    expect(cli.run(['federate-import', '--path', bogus]).code).toBe(2);
    expect(cli.run(['federate-import']).code).toBe(2);
  });
});

describe('peer URLs', () => {
  // The peer runs in this process, so the CLI must run without blocking it (runAsync, not run).
  it('imports from a peer URL (a bare address means its /federate_export)', async () => {
    const result = await cli.jsonAsync(['federate-import', '--url', server.url]);
    expect(result).toMatchObject({ from: `${server.url.replace(/\/$/, '')}/federate_export`, added: 1 });
    expect(cli.json(['search', 'harbours']).items).toHaveLength(1);
  });

  it('pushes to a peer and syncs both ways', async () => {
    cli.capture('only here: a note about tides');
    const pushed = await cli.jsonAsync(['federate-push', '--url', server.url]);
    expect(pushed.peer).toMatchObject({ added: 1 });
    peer.capture('only on the peer: buoy maintenance');
    const synced = await cli.jsonAsync(['sync', '--url', server.url]);
    expect(synced.pulled).toMatchObject({ added: 1 });
    expect(cli.json(['search', 'buoy']).items).toHaveLength(1);
    expect(peer.json(['search', 'tides']).items).toHaveLength(1);
  });

  it('refuses plain http to a public address and non-http schemes', () => {
    const result = cli.run(['federate-import', '--url', 'http://8.8.8.8/federate_export']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('use https');
    expect(cli.run(['federate-push', '--url', 'file:///etc/passwd']).code).toBe(2);
  });

  it('reports an unreachable peer as an error (exit 1)', () => {
    const result = cli.run(['federate-import', '--url', 'http://127.0.0.1:9/', '--timeout', '2']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('cannot reach');
  });
});
