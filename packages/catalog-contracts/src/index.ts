/**
 * What the catalog publishes for other parts of the platform: its bus events and the CSV format its
 * imports read. Adapters and other domains import these, never the catalog's source.
 */
export * from './catalog-events.js';
export * from './catalog-csv-format.js';
