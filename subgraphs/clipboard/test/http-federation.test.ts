import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import {
  exportForPeers,
  importFromPeer,
  InvalidPeerExportError,
} from '../src/federation/federation.service.js';
import { openDatabase } from '../src/store/database.js';
import { NotesRepository } from '../src/store/notes.repository.js';
import type { RunningClipboardServer } from '../src/http/clipboard-server.js';
import { tempDatabase } from './store-fixture.js';
import { getJson, postJson, seededHome, startOn } from './http-fixture.js';

describe('federation over HTTP between two homes', () => {
  let a: Awaited<ReturnType<typeof seededHome>>;
  let b: Awaited<ReturnType<typeof seededHome>>;
  let serverA: RunningClipboardServer;
  let serverB: RunningClipboardServer;

  beforeAll(async () => {
    a = await seededHome([
      { text: 'shared snippet both peers have', tags: ['common'], note: 'from A' },
      { text: 'only on peer A', app: 'Notes', tags: ['a-only'], pinned: true },
    ]);
    b = await seededHome([
      { text: 'shared snippet both peers have', tags: ['b-tag'] },
      { text: 'only on peer B' },
    ]);
    serverA = await startOn(a.home);
    serverB = await startOn(b.home);
  });

  afterAll(async () => {
    await serverA?.close();
    await serverB?.close();
    a?.dispose();
    b?.dispose();
  });

  it('exports every clip with hash, tags and notes', async () => {
    const { body } = await getJson(serverA.url, '/federate_export');
    expect(body).toMatchObject({ format: 'mfm-federation', version: 1, clip_count: 2 });
    expect(body.clips.find((c: any) => c.content === 'only on peer A')).toMatchObject({
      source_app: 'Notes',
      pinned: true,
      tags: ['a-only'],
    });
    expect(body.clips[1].hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('imports by content hash: adds new clips, merges tags and notes into shared ones, and is idempotent', async () => {
    const exported = (await getJson(serverA.url, '/federate_export')).body;
    const first = await postJson(serverB.url, '/federate_import', exported);
    expect(first).toMatchObject({ status: 200, body: { added: 1, merged: 1, skipped: 0 } });
    const again = await postJson(serverB.url, '/federate_import', exported);
    expect(again.body).toEqual({ added: 0, merged: 0, skipped: 2 });

    const recent = (await getJson(serverB.url, '/recent?limit=10')).body.items;
    expect(recent).toHaveLength(3);
    const shared = recent.find((c: any) => c.content === 'shared snippet both peers have');
    expect(shared.tags).toEqual(['b-tag', 'common']);
    expect(shared.notes.map((n: any) => n.note)).toEqual(['from A']);
    const added = recent.find((c: any) => c.content === 'only on peer A');
    expect(added).toMatchObject({ source_app: 'Notes', pinned: true, tags: ['a-only'] });
    // The original capture time travels with the clip.
    expect(added.created_at).toBe(exported.clips.find((c: any) => c.content === 'only on peer A').created_at);
    // Imported clips are searchable both ways.
    expect((await getJson(serverB.url, '/search?q=peer%20A')).body.items.map((c: any) => c.id)).toEqual([
      added.id,
    ]);
  });
});

describe('federation service', () => {
  it('skips secret-like and oversized peer clips, and accepts the `mfm export` array shape', () => {
    const { db, dispose } = tempDatabase();
    try {
      const counts = importFromPeer(db, [
        { content: 'AKIAIOSFODNN7EXAMPLE', tags: [] },
        { content: 'z'.repeat(20_000) },
        {
          content: 'fine clip',
          tags: ['Mixed Case '],
          notes: [{ note: 'n', created_at: '2024-01-01T00:00:00.000Z' }],
        },
      ]);
      expect(counts).toEqual({ added: 1, merged: 0, skipped: 2 });
      const exported = exportForPeers(db);
      expect(exported.clips).toHaveLength(1);
      expect(exported.clips[0]).toMatchObject({
        content: 'fine clip',
        tags: ['mixed case'],
        notes: [{ note: 'n', created_at: '2024-01-01T00:00:00.000Z' }],
      });
      expect(new NotesRepository(db).forClips([1]).get(1)).toHaveLength(1);
    } finally {
      dispose();
    }
  });

  it('throws InvalidPeerExportError for payloads that are not exports', () => {
    const { db, dispose } = tempDatabase();
    try {
      expect(() => importFromPeer(db, { hello: 'world' })).toThrow(InvalidPeerExportError);
      expect(() => importFromPeer(db, 'text')).toThrow(/not a peer export/);
    } finally {
      dispose();
    }
  });

  it('round-trips through two databases with exportForPeers and importFromPeer', async () => {
    const source = await seededHome([{ text: 'one' }, { text: 'two', tags: ['t'] }]);
    const target = tempDatabase();
    const db = openDatabase(join(source.home, 'mfm.db'));
    try {
      const payload = JSON.parse(JSON.stringify(exportForPeers(db, { limit: 1 })));
      expect(payload.clips.map((c: any) => c.content)).toEqual(['two']);
      expect(importFromPeer(target.db, payload)).toEqual({ added: 1, merged: 0, skipped: 0 });
      expect(importFromPeer(target.db, payload)).toEqual({ added: 0, merged: 0, skipped: 1 });
    } finally {
      db.close();
      target.dispose();
      source.dispose();
    }
  });
});
