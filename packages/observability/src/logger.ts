import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';

// pino-pretty (10 MB resident) loads only for readable output: services writing JSON never pay for it.
const requireModule = createRequire(import.meta.url);

export type { Logger };

/** How log lines are written: `auto` is readable on a terminal and JSON lines everywhere else. */
export type LogFormat = 'auto' | 'json' | 'pretty';

/** JSON unless asked for readable lines or, with `auto`, when stdout is a terminal (a person reads it). */
export function resolveLogFormat(
  format: LogFormat = 'auto',
  stdoutIsTTY = Boolean(process.stdout.isTTY),
): 'json' | 'pretty' {
  if (format === 'auto') return stdoutIsTTY ? 'pretty' : 'json';
  return format;
}

/** The process logger; one per process, children carry request ids and domains. */
export function createLogger(level: string, name = 'platform', format: LogFormat = 'json'): Logger {
  const options = {
    name,
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  };
  if (resolveLogFormat(format) === 'json') return pino(options);
  // In-process and synchronous (no worker thread): a line written just before process.exit() is shown.
  const pretty = requireModule('pino-pretty') as typeof PinoPretty;
  const stream = pretty({
    colorize: Boolean(process.stdout.isTTY),
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return pino(options, stream);
}
