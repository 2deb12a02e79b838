export * from './database.js';
export * from './pglite-pool.js';
export * from './domain-orm.js';
export * from './bound-select.js';
export {
  PGLITE_SHARED_BUFFERS,
  PGLITE_TEMPLATE,
  PGLITE_TEMPLATE_TAR,
  writePgliteTemplate,
} from './pglite-options.js';
export { tracePgliteQueries } from './pglite-spans.js';
