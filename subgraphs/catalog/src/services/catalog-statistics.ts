import type { CatalogContext } from './catalog-context.js';

/**
 * VACUUM ANALYZE of the catalog's tables. Embedded PGlite runs no autovacuum, so without this the
 * planner keeps the statistics of an empty catalog (row counts, and the GIN metapage figures that
 * only a vacuum or an index build update): measured over 20,000 imported cards, a search by a card's
 * name took 5.5-6.5 ms by a full scan instead of 0.4 ms through the trigram index, and the search
 * bench could not keep 200 req/s. Run after an import that created cards and by the
 * `catalog.refresh-statistics` job (every 6 hours). Cheap next to an import (ANALYZE reads a sample);
 * on a PostgreSQL server autovacuum would get there too, later.
 */
export async function refreshCatalogStatistics(context: CatalogContext): Promise<void> {
  await context.orm.em
    .getConnection()
    .execute(
      `vacuum (analyze) "catalog"."card", "catalog"."variant", "catalog"."price_point", "catalog"."market_price"`,
      [],
      'run',
    );
}
