import { runHook } from '../../capture/hooks.js';
import { CapturePipeline } from '../../capture/capture-pipeline.js';
import { getSetting } from '../../config/settings.js';
import { MfmError, NotFoundError, UsageError } from '../../errors.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { SettingsRepository } from '../../store/settings.repository.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine, warn } from '../output.js';
import { describeResult } from './capture.command.js';

type HelperKind = 'rewrite' | 'shorten' | 'extract';

const SETTING = {
  rewrite: 'helper_rewrite_cmd',
  shorten: 'helper_shorten_cmd',
  extract: 'helper_extract_cmd',
} as const;

interface HelperOptions {
  id?: number;
  timeout: number;
  save?: boolean;
  json?: boolean;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * rewrite, shorten and extract: the clip (by id, piped on stdin, or else the newest clip) goes through the
 * user's helper_<kind>_cmd on stdin; its output is printed and, with --save, stored as a new clip.
 */
export async function run(
  [positional]: [number | undefined],
  options: HelperOptions,
  name: string,
): Promise<void> {
  const kind = name as HelperKind;
  const key = SETTING[kind];
  const id = oneOf('a clip id (--id)', positional, options.id);
  const piped = id === undefined && !process.stdin.isTTY ? await readStdin() : '';
  await withStore(async ({ db }) => {
    const command = getSetting(new SettingsRepository(db), key);
    if (!command.trim())
      throw new MfmError(
        `${key} is not set; set it with: mfm config --set ${key} 'COMMAND' (the clip arrives on stdin, the result is read from stdout)`,
        'HELPER_UNSET',
        1,
      );
    const clips = new ClipsRepository(db);
    let sourceId: number | null = null;
    let input = piped;
    if (!input.trim()) {
      const row = id !== undefined ? clips.get(id) : clips.latest();
      if (!row)
        throw id !== undefined
          ? new NotFoundError(`clip #${id}`)
          : new UsageError('no clips yet: give text on stdin or a clip id');
      sourceId = row.id;
      input = row.content;
    }
    const result = await runHook(command, input, {
      timeoutMs: Math.round(options.timeout * 1000),
      env: { MFM_CLIP_ID: sourceId === null ? '' : String(sourceId), MFM_HELPER: kind },
    });
    if (!result.ok) throw new MfmError(`${key} failed: ${result.error}`, 'HELPER_FAILED', 1);
    if (!result.output) throw new MfmError(`${key} printed nothing`, 'HELPER_FAILED', 1);

    let saved: ReturnType<typeof describeResult> | undefined;
    let savedId: number | null = null;
    if (options.save) {
      const pipeline = new CapturePipeline(db, { log: warn });
      const title = sourceId === null ? `${kind} of stdin` : `${kind} of #${sourceId}`;
      const capture = await pipeline.capture({
        text: result.output,
        app: 'mfm',
        windowTitle: title,
        title,
        tags: [kind],
        source: 'helper',
      });
      saved = describeResult(capture);
      if (capture.status !== 'skipped') savedId = capture.id;
    }
    if (options.json)
      return printJson({ kind, source_id: sourceId, output: result.output, saved_id: savedId });
    printLine(result.output);
    if (saved) warn(saved); // stdout stays exactly the helper's output, for pipes
  });
}
