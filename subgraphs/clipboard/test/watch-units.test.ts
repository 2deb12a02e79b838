import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPrivateAddress } from '../src/sync/peer-url.js';
import { chunkTranscript, parseTranscript } from '../src/ingest/transcript.js';
import { parseXprop } from '../src/watch/frontmost-app.js';
import { ClipboardWatcher } from '../src/watch/watch-loop.js';
import { openDatabase } from '../src/store/database.js';
import { setPaused, SettingsRepository } from '../src/store/settings.repository.js';

describe('parseXprop', () => {
  it('reads the WM_CLASS instance and class and prefers _NET_WM_NAME for the title', () => {
    const out =
      'WM_CLASS(STRING) = "navigator", "Firefox"\n_NET_WM_NAME(UTF8_STRING) = "Docs \\"v2\\" — Mozilla Firefox"\nWM_NAME(STRING) = "Docs"\n';
    expect(parseXprop(out)).toEqual({
      instance: 'navigator',
      className: 'Firefox',
      title: 'Docs "v2" — Mozilla Firefox',
    });
  });

  it('falls back to WM_NAME and copes with missing properties', () => {
    expect(
      parseXprop('WM_CLASS:  not found.\n_NET_WM_NAME:  not found.\nWM_NAME(STRING) = "xterm"\n'),
    ).toEqual({ instance: '', className: '', title: 'xterm' });
  });
});

describe('transcripts', () => {
  it('drops the rolling repeats of auto-captions and keeps speakers', () => {
    const vtt =
      'WEBVTT\n\n00:00.000 --> 00:01.000\n<v Bo>one\n\n00:01.000 --> 00:02.000\n<v Bo>one\ntwo <00:00:01.500><c>three</c>\n';
    expect(parseTranscript(vtt)).toEqual([
      { start: 0, text: 'Bo: one' },
      { start: 1, text: 'two three' },
    ]);
  });

  it('chunks by start time', () => {
    const segments = [
      { start: 0, text: 'a' },
      { start: 59, text: 'b' },
      { start: 60, text: 'c' },
    ];
    expect(chunkTranscript(segments, 60)).toEqual([
      { start: 0, text: 'a\nb' },
      { start: 60, text: 'c' },
    ]);
    expect(parseTranscript('just some notes, no cues')).toEqual([]);
  });
});

describe('peer address policy', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.2.3.4', true],
    ['172.31.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.9', true],
    ['100.100.1.1', true],
    ['8.8.8.8', false],
    ['::1', true],
    ['fd12::1', true],
    ['2001:db8::1', false],
    ['::ffff:192.168.0.1', true],
  ])('%s private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('ClipboardWatcher ticks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mfm-watch-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;

  function watcher(reads: Array<string | Error>) {
    const path = join(dir, `w${++n}.db`);
    const db = openDatabase(path);
    const lines: string[] = [];
    const notes: string[] = [];
    const w = new ClipboardWatcher(db, {
      intervalMs: 10,
      cap: 0,
      notify: true,
      log: (l) => lines.push(l),
      read: async () => {
        const next = reads.shift() ?? '';
        if (next instanceof Error) throw next;
        return next;
      },
      frontmost: async () => ({ app: 'Term', aliases: ['term-instance'], windowTitle: 'shell' }),
      notifier: async (_t, m) => void notes.push(m),
    });
    // `mfm pause` runs in another process: a second connection, whose commits the watcher notices.
    const other = () => openDatabase(path);
    return { db, w, lines, notes, other };
  }

  it('does nothing for an unchanged clipboard and logs a read error only once', async () => {
    const { w, lines, notes } = watcher(['hello', 'hello', new Error('no display'), new Error('no display')]);
    expect((await w.tick()).kind).toBe('captured');
    expect((await w.tick()).kind).toBe('unchanged');
    expect((await w.tick()).kind).toBe('read-error');
    expect((await w.tick()).kind).toBe('read-error');
    expect(lines).toEqual([
      expect.stringMatching(/^saved #1 \[Term\] hello$/),
      'clipboard read failed: no display',
    ]);
    expect(notes).toHaveLength(1);
  });

  it('outlasts a database held by another writer and stores the clip once it is free', async () => {
    const { db, w, lines, other } = watcher(Array<string>(400).fill('copied while locked'));
    db.pragma('busy_timeout = 20');
    const writer = other();
    writer.exec('BEGIN IMMEDIATE');
    const stop = new AbortController();
    const running = w.run(stop.signal);
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((r) => setTimeout(r, 10));
    };
    try {
      await until(() => lines.length > 0);
      // Several busy ticks (20 ms busy timeout, 10 ms interval), one line.
      await new Promise((r) => setTimeout(r, 150));
      expect(lines).toEqual(['the database is busy (another mfm process is writing); retrying']);
      writer.exec('COMMIT');
      await until(() => lines.length > 1);
    } finally {
      // A failed expectation must not leave the loop running and the lock held: Jest would never exit.
      if (writer.inTransaction) writer.exec('ROLLBACK');
      writer.close();
      stop.abort();
      await running;
    }
    expect(lines[1]).toMatch(/^saved #1 \[Term\] copied while locked$/);
    expect(db.prepare('SELECT content FROM clips').pluck().all()).toEqual(['copied while locked']);
  });

  it('does not read while paused, and treats what was copied meanwhile as seen', async () => {
    const { db, w, other } = watcher(['during pause', 'after']);
    const cli = other();
    setPaused(new SettingsRepository(cli), true);
    expect((await w.tick()).kind).toBe('paused');
    setPaused(new SettingsRepository(cli), false);
    cli.close();
    expect((await w.tick()).kind).toBe('resumed');
    const next = await w.tick();
    expect(next).toMatchObject({ kind: 'captured', result: { status: 'saved' } });
    expect(db.prepare('SELECT content FROM clips').pluck().all()).toEqual(['after']);
  });
});
