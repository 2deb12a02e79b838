import { Migration } from '@mikro-orm/migrations';

/**
 * What keeps the index fed and current: a posting's closing date, when it expired (closed, or no longer
 * listed by the source that fetched it), the refresh that last saw it, and the key that finds the same
 * posting fetched by two sources (normalized url).
 */
export class Migration20261126160000 extends Migration {
  override name = 'Migration20261126160000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "hunter"."job" add column "closes_at" timestamptz null, add column "expired_at" timestamptz null, add column "seen_in" varchar(64) null, add column "same_as" text null;`,
    );
    this.addSql(`create index "job_same_as_idx" on "hunter"."job" ("owner_id", "same_as");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "hunter"."job_same_as_idx";`);
    this.addSql(
      `alter table "hunter"."job" drop column "closes_at", drop column "expired_at", drop column "seen_in", drop column "same_as";`,
    );
  }
}
