import { Migration } from '@mikro-orm/migrations';

/**
 * A trigram index on the job's location, so a search with a location ("occurs in", ILIKE) meets the
 * full-text index in one bitmap (BitmapAnd) and reads only the rows that match both, instead of
 * every row matching the keywords. Written by hand (the ORM maps no operator class).
 */
export class Migration20261125090000 extends Migration {
  override name = 'Migration20261125090000';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm with schema public;`);
    this.addSql(
      `create index if not exists "job_location_trgm_idx" on "hunter"."job" using gin ("location" gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "hunter"."job_location_trgm_idx";`);
  }
}
