import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { getSetting, readSettings, SETTING_KEYS, setSetting } from '../src/config/settings.js';
import { SettingValueError, UsageError } from '../src/errors.js';
import { SettingsRepository } from '../src/store/settings.repository.js';
import { tempDatabase } from './store-fixture.js';

let fixture: ReturnType<typeof tempDatabase>;
let repo: SettingsRepository;
beforeEach(() => {
  fixture = tempDatabase();
  repo = new SettingsRepository(fixture.db);
});
afterEach(() => fixture.dispose());

describe('settings', () => {
  it('covers every key of the spec table with its default', () => {
    const spec = [
      'max_bytes',
      'max_db_mb',
      'allow_secrets',
      'notify',
      'embedder',
      'evict_mode',
      'cap_by_app',
      'cap_by_tag',
      'allow_pdf',
      'allow_images',
      'auto_summary_cmd',
      'auto_tag_cmd',
      'helper_rewrite_cmd',
      'helper_shorten_cmd',
      'helper_extract_cmd',
    ];
    expect(SETTING_KEYS).toEqual(expect.arrayContaining(spec));
    expect(readSettings(repo)).toMatchObject({
      max_bytes: 16384,
      max_db_mb: 512,
      allow_secrets: false,
      embedder: 'hash',
      evict_mode: 'fifo',
      cap_by_app: {},
    });
  });

  it('stores booleans as 1/0 like the existing tool, accepting common spellings', () => {
    for (const word of ['true', 'YES', 'on', '1']) expect(setSetting(repo, 'notify', word)).toBe(true);
    expect(repo.get('notify')).toBe('1');
    expect(setSetting(repo, 'notify', 'off')).toBe(false);
    expect(repo.get('notify')).toBe('0');
  });

  it('refuses out-of-range values, naming what is allowed', () => {
    expect(() => setSetting(repo, 'max_bytes', '0')).toThrow(SettingValueError);
    expect(() => setSetting(repo, 'max_bytes', '12.5')).toThrow(/an integer from 1 to/);
    expect(() => setSetting(repo, 'evict_mode', 'lru')).toThrow(/allowed: fifo, tiered/);
    expect(() => setSetting(repo, 'cap_by_tag', '{"work": -1}')).toThrow(/non-negative integers/);
    expect(() => setSetting(repo, 'cap_by_tag', 'not json')).toThrow(/JSON object/);
    expect(getSetting(repo, 'max_bytes')).toBe(16384);
  });

  it('lower-cases cap map names, since apps and tags match case-insensitively', () => {
    expect(setSetting(repo, 'cap_by_app', '{"Google Chrome": 20}')).toEqual({ 'google chrome': 20 });
  });

  it("accepts the existing tool's alias e5 for e5-small", () => {
    expect(setSetting(repo, 'embedder', 'e5')).toBe('e5-small');
  });

  it('reads a corrupt stored value as the default instead of failing', () => {
    repo.set('max_db_mb', 'lots');
    expect(getSetting(repo, 'max_db_mb')).toBe(512);
  });

  it('is strict about keys (the CLI reports this as a usage error)', async () => {
    const { assertSettingKey } = await import('../src/config/settings.js');
    expect(() => assertSettingKey('maxbytes')).toThrow(UsageError);
  });
});
