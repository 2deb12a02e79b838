import { Migration } from '@mikro-orm/migrations';

/**
 * Card search by part of the name (`search_name like '%q%'`): a trigram GIN index answers a selective
 * substring without walking the name order or scanning the table (subgraphs/catalog/bench/search.bench.ts:
 * 20,000 cards on PGlite, a card's proper name 0.4 ms against 3.9 ms without it); a term common
 * enough still takes the (search_name, id) walk, which stops after a page. GIN's pending list
 * (fastupdate, the default) stays: new entries wait there, scanned by every search, until a vacuum
 * merges them; embedded PGlite never vacuums on its own, so the catalog does after imports and every
 * 6 hours (refreshCatalogStatistics). With fastupdate off an import of 10,000 cards took 5.6-8.0 s
 * instead of 2.7 s (2.3 s without the index). The ticker prefix (`ticker like 'Q%'`) needs pattern
 * ops outside the C collation.
 */
export class Migration20261125090000 extends Migration {
  override name = 'Migration20261125090000';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm with schema public;`);
    this.addSql(
      `create index "card_search_name_trgm_idx" on "catalog"."card" using gin ("search_name" public.gin_trgm_ops);`,
    );
    this.addSql(`create index "card_ticker_pattern_idx" on "catalog"."card" ("ticker" text_pattern_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "catalog"."card_ticker_pattern_idx";`);
    this.addSql(`drop index if exists "catalog"."card_search_name_trgm_idx";`);
  }
}
