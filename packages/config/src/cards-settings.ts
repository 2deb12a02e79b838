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
  /**
   * Scryfall bulk data the scheduled price refresh imports (cards and their prices): a bulk-data
   * descriptor such as https://api.scryfall.com/bulk-data/default-cards, or a bulk-data file's URL.
   * Unset: no scheduled refresh (prices come from imports and posted points).
   */
  CARDS_PRICE_REFRESH_URL: z.string().trim().url().optional(),
  /** How often the price refresh runs (an Agenda interval); Scryfall updates its prices once a day. */
  CARDS_PRICE_REFRESH_INTERVAL: z.string().trim().min(1).default('1 day'),
  /** Lets price alert webhooks point at private addresses (tests, an internal receiver); off, only public hosts. */
  CARDS_ALERT_WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
};
