import { normaliseApp } from '../store/blocklist.repository.js';
import type { CaptureState } from './capture-state.js';
import type { CaptureInput, CaptureOptions, CaptureResult } from './capture.types.js';
import { findSecret } from './secrets.js';

type Skip = Extract<CaptureResult, { status: 'skipped' }>;

/** The spec's skip rules, in the spec's order. Returns null when the clip should be stored. */
export function checkCapture(
  input: CaptureInput,
  hash: string,
  state: CaptureState,
  options: CaptureOptions,
): Skip | null {
  const fromClipboard = (input.source ?? 'clipboard') === 'clipboard';
  if (fromClipboard && state.paused) return { status: 'skipped', reason: 'paused' };
  if (input.text.trim().length === 0) return { status: 'skipped', reason: 'empty' };
  if (fromClipboard && hash === state.lastHash) return { status: 'skipped', reason: 'same-as-last' };

  const maxBytes = options.maxBytes ?? state.settings.max_bytes;
  const bytes = Buffer.byteLength(input.text, 'utf8');
  if (bytes > maxBytes)
    return { status: 'skipped', reason: 'too-large', detail: `${bytes} bytes > max_bytes ${maxBytes}` };

  if (!(options.allowSecrets ?? state.settings.allow_secrets)) {
    const secret = findSecret(input.text);
    if (secret) return { status: 'skipped', reason: 'secret', detail: secret };
  }
  for (const name of [input.app, ...(input.appAliases ?? [])]) {
    if (name && state.blocklist.has(normaliseApp(name)))
      return { status: 'skipped', reason: 'blocklisted-app', detail: normaliseApp(name) };
  }
  return null;
}
