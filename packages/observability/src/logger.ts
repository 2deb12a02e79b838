import { pino, type Logger } from 'pino';

export type { Logger };

/** The process logger; one per process, children carry request ids and domains. */
export function createLogger(level: string, name = 'platform'): Logger {
  return pino({ name, level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'] });
}
