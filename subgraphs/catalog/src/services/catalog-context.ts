import type { Logger } from 'pino';
import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';

/** What every catalog service shares: storage, clock, bus and log. */
export interface CatalogContext {
  orm: DomainOrm;
  now: () => Date;
  bus?: EventBus;
  logger: Logger;
}

/** Raw rows: timestamps come back as Date on PGlite and as text on a PostgreSQL server. */
export const toDate = (value: Date | string | number): Date =>
  value instanceof Date ? value : new Date(value);

/** Escapes LIKE's wildcards in user text (backslash is PostgreSQL's default escape). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
