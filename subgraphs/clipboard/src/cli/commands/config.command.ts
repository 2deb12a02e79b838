import {
  assertSettingKey,
  describeSetting,
  getSetting,
  parseSettingValue,
  readSettings,
  SETTING_KEYS,
  setSetting,
  showSetting,
  type SettingKey,
} from '../../config/settings.js';
import { assertE5Available } from '../../embedding/e5-embedder.js';
import { UsageError } from '../../errors.js';
import { SettingsRepository } from '../../store/settings.repository.js';
import { withStore } from '../command-context.js';
import { printJson, printLine, printLines } from '../output.js';

interface ConfigOptions {
  get?: string;
  set?: string[];
  list?: boolean;
  json?: boolean;
}

type Request = { kind: 'list' } | { kind: 'get'; key: string } | { kind: 'set'; key: string; value: string };

/** `--get K`, `--set K V`, or the positional `K` / `K V`; nothing (or --list) lists every key. */
function request([key, value]: [string | undefined, string | undefined], options: ConfigOptions): Request {
  const forms: Request[] = [];
  if (options.set !== undefined) {
    if (options.set.length !== 2) throw new UsageError('--set takes exactly two values: --set KEY VALUE');
    forms.push({ kind: 'set', key: options.set[0], value: options.set[1] });
  }
  if (options.get !== undefined) forms.push({ kind: 'get', key: options.get });
  if (key !== undefined) forms.push(value === undefined ? { kind: 'get', key } : { kind: 'set', key, value });
  if (forms.length > 1 || (forms.length === 1 && options.list))
    throw new UsageError('give one of --get, --set or --list');
  return forms[0] ?? { kind: 'list' };
}

function setValue(repo: SettingsRepository, key: SettingKey, value: string): void {
  // Refused up front: switching to e5-small without a usable model would leave new clips without vectors.
  if (key === 'embedder' && parseSettingValue('embedder', value) === 'e5-small')
    assertE5Available(getSetting(repo, 'e5_model_dir'));
  setSetting(repo, key, value);
}

export async function run(
  args: [string | undefined, string | undefined],
  options: ConfigOptions,
): Promise<void> {
  const req = request(args, options);
  const key = req.kind === 'list' ? undefined : assertSettingKey(req.key);
  await withStore(({ db }) => {
    const repo = new SettingsRepository(db);
    if (req.kind === 'set' && key) setValue(repo, key, req.value);
    if (key) {
      const value = getSetting(repo, key);
      return options.json ? printJson({ key, value }) : printLine(`${key}=${showSetting(key, value)}`);
    }
    const settings = readSettings(repo);
    if (options.json) return printJson(settings);
    printLines(
      SETTING_KEYS.map((k) => {
        const line = `${k}=${showSetting(k, settings[k])}`;
        if (!options.list) return line;
        const about = describeSetting(k);
        return `${line}\n    ${about.description}; default ${about.default || '""'}; allowed: ${about.allowed}`;
      }),
    );
  });
}
