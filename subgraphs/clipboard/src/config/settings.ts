import { SettingValueError, UsageError } from '../errors.js';
import type { SettingsRepository } from '../store/settings.repository.js';
import { boolean, capMap, integer, oneOf, text, type SettingDefinition } from './setting-types.js';

const SHELL_COMMAND = 'a shell command (the clip is given on stdin), or "" to disable';

// The spec's configuration table, plus e5_model_dir (the local e5-small model folder).
export const SETTINGS = {
  max_bytes: integer(16384, 1, 100 * 1024 * 1024, 'maximum clip size in bytes; larger clips are skipped'),
  max_db_mb: integer(
    512,
    0,
    1024 * 1024,
    'database size cap in MB; oldest clips are evicted above it (0 = no cap)',
  ),
  allow_secrets: boolean(false, 'store clips that look like secrets (access keys, tokens, private keys)'),
  notify: boolean(false, 'show a notification when a clip is saved or skipped'),
  embedder: oneOf(['hash', 'e5-small'], 'hash', 'embedding model for new clips', { e5: 'e5-small' }),
  evict_mode: oneOf(
    ['fifo', 'tiered'],
    'fifo',
    'fifo evicts the oldest clips; tiered evicts the oldest non-pinned clips',
  ),
  cap_by_app: capMap('maximum number of clips kept per source application'),
  cap_by_tag: capMap('maximum number of clips kept per tag'),
  allow_pdf: boolean(false, 'allow PDF ingestion'),
  allow_images: boolean(false, 'allow image (OCR) ingestion'),
  auto_summary_cmd: text('capture hook: its first output line becomes the clip title', SHELL_COMMAND),
  auto_tag_cmd: text(
    'capture hook: its output (comma or space separated) becomes the clip tags',
    SHELL_COMMAND,
  ),
  helper_rewrite_cmd: text('transform command used by `rewrite`', SHELL_COMMAND),
  helper_shorten_cmd: text('transform command used by `shorten`', SHELL_COMMAND),
  helper_extract_cmd: text('transform command used by `extract`', SHELL_COMMAND),
  e5_model_dir: text(
    'local folder holding the e5-small model (model.onnx, tokenizer.json)',
    'a folder path, or "" for none',
  ),
} satisfies Record<string, SettingDefinition<any>>;

export type SettingKey = keyof typeof SETTINGS;
export type Settings = { [K in SettingKey]: (typeof SETTINGS)[K]['default'] };

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

export function assertSettingKey(key: string): SettingKey {
  if (!isSettingKey(key))
    throw new UsageError(
      `unknown configuration key ${JSON.stringify(key)}; known keys: ${SETTING_KEYS.join(', ')}`,
    );
  return key;
}

function definition<K extends SettingKey>(key: K): SettingDefinition<Settings[K]> {
  return SETTINGS[key] as unknown as SettingDefinition<Settings[K]>;
}

/** Parses text for a key; throws SettingValueError naming the allowed values. */
export function parseSettingValue<K extends SettingKey>(key: K, raw: string): Settings[K] {
  const def = definition(key);
  const result = def.schema.safeParse(def.fromText(raw));
  if (!result.success) throw new SettingValueError(key, def.allowed, raw);
  return result.data;
}

/** A stored value that no longer validates (hand-edited, older tool) reads as the default, never as an error. */
export function getSetting<K extends SettingKey>(repo: SettingsRepository, key: K): Settings[K] {
  const stored = repo.get(key);
  if (stored === undefined) return definition(key).default;
  try {
    return parseSettingValue(key, stored);
  } catch {
    return definition(key).default;
  }
}

export function setSetting<K extends SettingKey>(repo: SettingsRepository, key: K, raw: string): Settings[K] {
  const value = parseSettingValue(key, raw);
  repo.set(key, definition(key).toText(value));
  return value;
}

export function readSettings(repo: SettingsRepository): Settings {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, getSetting(repo, key)])) as Settings;
}

export function showSetting<K extends SettingKey>(key: K, value: Settings[K]): string {
  return definition(key).show(value);
}

export function describeSetting(key: SettingKey): { default: string; allowed: string; description: string } {
  const def = definition(key);
  return { default: def.show(def.default), allowed: def.allowed, description: def.description };
}
