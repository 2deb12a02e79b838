import { Migration } from '@mikro-orm/migrations';

/**
 * Card search by part of the name (`search_name like '%q%'`): a trigram GIN index answers a selective
 * substring without walking the name order (at 50,000 cards on PGlite a rare term went from 8-16 ms
 * to about 1 ms); a term common enough still takes the (search_name, id) walk, which stops after a
 * page. The ticker prefix (`ticker like 'Q%'`) needs pattern ops outside the C collation.
 */
export class Migration20261125090000 extends Migration {

  override name = 'Migration20261125090000';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm with schema public;`);
    this.addSql(`create index "card_search_name_trgm_idx" on "catalog"."card" using gin ("search_name" public.gin_trgm_ops);`);
    this.addSql(`create index "card_ticker_pattern_idx" on "catalog"."card" ("ticker" text_pattern_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "catalog"."card_ticker_pattern_idx";`);
    this.addSql(`drop index if exists "catalog"."card_search_name_trgm_idx";`);
  }

}
