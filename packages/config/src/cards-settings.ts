import { z } from 'zod';

/** The cards API and catalog: every variable with its default (docs/configuration.md). */
export const cardsSettings = {
  /** The cards REST API and /ws/prices. */
  CARDS_PORT: z.coerce.number().int().min(0).max(65535).default(3003),
  /** Where the catalog importers read files from (a run names a file inside it); unset: <DATA_DIR>/imports. */
  CATALOG_IMPORT_DIR: z.string().trim().min(1).optional(),
  /** Lifetime of a /ws/prices session token from POST /api/v1/stream/session, in seconds. */
  CARDS_STREAM_SESSION_TTL_S: z.coerce.number().int().min(10).max(3600).default(60),
  /** /ws/prices pings every client this often; one that has not answered the previous ping is dropped. */
  CARDS_STREAM_PING_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * Cards API requests per client address per CARDS_RATE_LIMIT_WINDOW_MS (its own counters, not the
   * tab API's RATE_LIMIT_*): apps and scripts page through lists, so the budget is per minute, not per 15.
   */
  CARDS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  CARDS_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
};
