import { MfmError } from '../errors.js';
import { isBusy } from '../store/busy-retry.js';
import { warn } from './output.js';

/**
 * Exit code for a failed command, after saying why on stderr. Commander's own errors are handled by
 * program.ts before this (it has printed them already); this module stays free of commander so the
 * `mfm search` fast path in main.ts can use it without loading commander.
 */
export function exitCodeFor(error: unknown): number {
  if (error instanceof MfmError) {
    warn(error.message);
    return error.exitCode;
  }
  if (isBusy(error)) warn('the database is busy (another mfm process is writing); try again');
  else warn((error as Error)?.message ?? String(error));
  return 1;
}
