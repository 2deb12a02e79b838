/**
 * What the tests of every domain share, whatever the product: a clock the test moves, one domain's
 * storage on a fresh database, and a fresh database on the machine's PostgreSQL server.
 */
export * from './test-clock.js';
export * from './server-database.js';
export * from './test-storage.js';
