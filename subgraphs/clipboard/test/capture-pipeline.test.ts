import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CapturePipeline } from '../src/capture/capture-pipeline.js';
import { runHook } from '../src/capture/hooks.js';
import { setSetting } from '../src/config/settings.js';
import { ClipsRepository } from '../src/store/clips.repository.js';
import { openDatabase } from '../src/store/database.js';
import { SettingsRepository } from '../src/store/settings.repository.js';
import { TagsRepository } from '../src/store/tags.repository.js';
import { VectorsRepository } from '../src/store/vectors.repository.js';
import { tempDatabase } from './store-fixture.js';

let fixture: ReturnType<typeof tempDatabase>;
let logs: string[];
const configure = (key: Parameters<typeof setSetting>[1], value: string) =>
  setSetting(new SettingsRepository(fixture.db), key, value);
const pipeline = (options = {}) => new CapturePipeline(fixture.db, { log: (m) => logs.push(m), ...options });

beforeEach(() => {
  fixture = tempDatabase();
  logs = [];
});
afterEach(() => fixture.dispose());

describe('capture pipeline', () => {
  it('stores the clip, its vector and a first capture event', async () => {
    const result = await pipeline().capture({ text: 'pipeline text', app: 'Editor', windowTitle: 'main.ts' });
    expect(result).toEqual({ status: 'saved', id: 1, evicted: 0 });
    expect(new VectorsRepository(fixture.db).countsByModel()).toEqual({ 'hash-ngram-v1': 1 });
    const event = fixture.db.prepare('SELECT source_app, window_title FROM clip_events').get();
    expect(event).toEqual({ source_app: 'Editor', window_title: 'main.ts' });
  });

  it('remembers the last capture across processes (a new pipeline starts from the store)', async () => {
    await pipeline().capture({ text: 'carried over' });
    expect(await pipeline().capture({ text: 'carried over' })).toEqual({
      status: 'skipped',
      reason: 'same-as-last',
    });
  });

  it('judges a skipped clip once, then treats it as unchanged clipboard content', async () => {
    const p = pipeline({ maxBytes: 4 });
    expect((await p.capture({ text: 'too long' })).status).toBe('skipped');
    expect(await p.capture({ text: 'too long' })).toEqual({ status: 'skipped', reason: 'same-as-last' });
  });

  it('sees settings changed by another process without being recreated', async () => {
    const p = pipeline();
    const second = openDatabase(fixture.path);
    setSetting(new SettingsRepository(second), 'max_bytes', '5');
    second.close();
    expect(await p.capture({ text: 'longer than five' })).toMatchObject({
      status: 'skipped',
      reason: 'too-large',
    });
  });

  it('runs the summary and tag hooks with the clip on stdin', async () => {
    configure('auto_summary_cmd', 'printf "Summary: "; wc -w | tr -d " "');
    configure('auto_tag_cmd', 'echo "Alpha, beta beta"');
    const result = await pipeline().capture({ text: 'three little words' });
    expect(result.status).toBe('saved');
    expect(new ClipsRepository(fixture.db).get(1)?.title).toBe('Summary: 3');
    expect(new TagsRepository(fixture.db).forClip(1)).toEqual(['alpha', 'beta']);
  });

  it('logs a failing or hanging hook and still keeps the clip', async () => {
    configure('auto_summary_cmd', 'echo broken >&2; exit 7');
    configure('auto_tag_cmd', 'sleep 10');
    const started = Date.now();
    const result = await pipeline({ hookTimeoutMs: 300 }).capture({ text: 'hooks misbehave' });
    expect(Date.now() - started).toBeLessThan(8000); // the hook sleeps 10 s: finishing earlier means it was cut off
    expect(result.status).toBe('saved');
    expect(new ClipsRepository(fixture.db).get(1)?.title).toBe('hooks misbehave');
    expect(logs.join('\n')).toMatch(/auto_summary_cmd failed .*exited with 7: broken/);
    expect(logs.join('\n')).toMatch(/auto_tag_cmd failed .*timed out/);
  });

  it('enforces cap_by_app and cap_by_tag after saving', async () => {
    configure('cap_by_app', '{"chat": 2}');
    configure('cap_by_tag', '{"temp": 1}');
    const p = pipeline();
    for (const text of ['c1', 'c2', 'c3']) await p.capture({ text, app: 'Chat' });
    await p.capture({ text: 't1', tags: ['temp'] });
    const last = await p.capture({ text: 't2', tags: ['TEMP'] });
    expect(last).toMatchObject({ status: 'saved', evicted: 1 });
    const contents = fixture.db.prepare('SELECT content FROM clips ORDER BY id').pluck().all();
    expect(contents).toEqual(['c2', 'c3', 't2']);
  });

  it('keeps pinned clips under tiered eviction', async () => {
    configure('evict_mode', 'tiered');
    const p = pipeline({ cap: 2 });
    await p.capture({ text: 'keep me' });
    new ClipsRepository(fixture.db).setPinned(1, true);
    for (const text of ['x1', 'x2', 'x3']) await p.capture({ text });
    expect(fixture.db.prepare('SELECT content FROM clips ORDER BY id').pluck().all()).toEqual([
      'keep me',
      'x3',
    ]);
  });

  it('stores clips without vectors when the embedder is unavailable, and says so once', async () => {
    fixture.db.prepare("INSERT INTO settings(key, value) VALUES ('embedder', 'e5-small')").run();
    const p = pipeline();
    await p.capture({ text: 'no vector 1' });
    await p.capture({ text: 'no vector 2' });
    expect(new VectorsRepository(fixture.db).countsByModel()).toEqual({});
    expect(logs.filter((l) => l.includes('without vectors'))).toHaveLength(1);
  });

  it('does not apply pause or same-as-last to file ingestion', async () => {
    configure('max_bytes', '100');
    new SettingsRepository(fixture.db).set('paused', '1');
    const p = pipeline();
    expect((await p.capture({ text: 'file text', source: 'file' })).status).toBe('saved');
    expect(await p.capture({ text: 'file text', source: 'file' })).toEqual({ status: 'repeat', id: 1 });
    expect(await p.capture({ text: 'clipboard text' })).toEqual({ status: 'skipped', reason: 'paused' });
  });
});

/** Killed and gone, or killed and not yet reaped (a zombie, when nothing in a container reaps orphans). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

describe('runHook (through runProgram)', () => {
  it('hands the clip on stdin and trims the output', async () => {
    expect(await runHook('tr a-z A-Z', 'shout\n', { timeoutMs: 5000 })).toEqual({
      ok: true,
      output: 'SHOUT',
    });
  });

  it('on timeout stops what the command started too (its own process group)', async () => {
    const pidFile = join(fixture.dir, 'sleeper.pid');
    const result = await runHook(`sleep 30 & echo $! > '${pidFile}'; wait`, '', { timeoutMs: 400 });
    expect(result).toEqual({ ok: false, error: 'the command timed out after 400 ms' });
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running(pid)).toBe(false);
  });
});
