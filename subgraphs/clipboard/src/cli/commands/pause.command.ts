import { isPaused, setPaused, SettingsRepository } from '../../store/settings.repository.js';
import { withStore } from '../command-context.js';
import { switchState } from '../options.js';
import { printJson, printLine } from '../output.js';

export async function run(
  [positional]: [string | undefined],
  options: { on?: boolean; off?: boolean; toggle?: boolean; json?: boolean },
): Promise<void> {
  const state = switchState(positional, options);
  await withStore(({ db }) => {
    const settings = new SettingsRepository(db);
    if (state) setPaused(settings, state === 'toggle' ? !isPaused(settings) : state === 'on');
    const paused = isPaused(settings);
    if (options.json) printJson({ paused });
    else printLine(`capture is ${paused ? 'paused' : 'active'}`);
  });
}
