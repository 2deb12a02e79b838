export * from './database.js';
export * from './pglite-pool.js';
export * from './domain-orm.js';
export * from './bound-select.js';
export { PGLITE_SHARED_BUFFERS, writePgliteTemplate } from './pglite-options.js';
export { PGLITE_TEMPLATE, PGLITE_TEMPLATE_TAR, embeddedDataFolder } from './embedded-prepare.js';
export { tracePgliteQueries } from './pglite-spans.js';
