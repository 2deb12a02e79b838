export interface CaptureInput {
  text: string;
  /** Frontmost application when the text was captured. */
  app?: string | null;
  /**
   * Other names of the same application (X11 gives an instance and a class name, e.g. "blockedapp" and
   * "Xmessage"): the blocklist matches any of them, while `app` is the one recorded.
   */
  appAliases?: string[];
  windowTitle?: string | null;
  /** Defaults to the first line of the text (or the summary hook's output). */
  title?: string | null;
  filePath?: string | null;
  tags?: string[];
  /**
   * `clipboard` (watch, the capture helper) honours pause and skips content equal to the last capture;
   * `file` (ingest) and `helper` (rewrite/shorten/extract --save) are explicit requests, so neither applies and a repeat is logged as a sighting.
   */
  source?: 'clipboard' | 'file' | 'helper';
}

export type SkipReason = 'paused' | 'empty' | 'same-as-last' | 'too-large' | 'secret' | 'blocklisted-app';

export type CaptureResult =
  | { status: 'saved'; id: number; evicted: number }
  | { status: 'repeat'; id: number }
  | { status: 'skipped'; reason: SkipReason; detail?: string };

export interface CaptureOptions {
  /** Total clip cap (watch --cap); 0 or absent means no count cap. */
  cap?: number;
  /** Per-run overrides of the stored settings (ingest-file --max-bytes / --allow-secrets). */
  maxBytes?: number;
  allowSecrets?: boolean;
  hookTimeoutMs?: number;
  /** Hook failures and other non-fatal problems; the pipeline itself never writes to the terminal. */
  log?: (message: string) => void;
  now?: () => Date;
}
