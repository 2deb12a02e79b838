/**
 * Events the catalog publishes on the platform bus. `price.update` reaches clients on /ws/prices
 * (only subscribed tickers) and as the `priceUpdates` GraphQL subscription.
 */
export const PRICE_UPDATE_TOPIC = 'price.update';
export const IMPORT_PROGRESS_TOPIC = 'catalog.import-progress';

/** The cards API's `price.update` message, as published whenever a card's market price result changes. */
export interface PriceUpdate {
  card_id: string;
  ticker: string;
  price: number;
  confidence: number;
  sources_used: number;
  /** ISO 8601 UTC. */
  calculated_at: string;
}

export interface ImportProgress {
  runId: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  processed: number;
  /** Share of the file read, 0 to 1 (null while unknown). */
  progress: number | null;
}
