/**
 * What the card domains publish for other parts of the platform: the catalog's bus events and the CSV
 * formats its imports read (cards and prices), and the collection's price alerts. Adapters and other domains import these, never the catalog's source.
 */
export * from './catalog-events.js';
export * from './alert-events.js';
export * from './catalog-csv-format.js';
export * from './price-csv-format.js';
