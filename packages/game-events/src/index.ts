/**
 * The game domains' published events: topic names and payloads on the platform bus. A domain
 * learns what another did from these, never from its source, store or tables.
 */
export * from './turf-events.js';
export * from './creatures-events.js';
export * from './geo-safety-events.js';
