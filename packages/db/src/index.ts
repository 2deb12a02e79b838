export * from './database.js';
export * from './pglite-pool.js';
export * from './domain-orm.js';
