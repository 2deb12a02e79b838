import { Migration } from '@mikro-orm/migrations';

/**
 * Jobs belong to whoever wrote them: a user's import (or their job source's fetch) is that user's
 * row, so importing another user's posting url adds a row of one's own instead of rewriting theirs.
 * Rows written before have no owner and stay shared. NULLS NOT DISTINCT keeps shared rows one per
 * url, and lets the upsert name (url, owner_id) as its conflict target for both. Written by hand
 * (the ORM maps no NULLS NOT DISTINCT).
 */
export class Migration20261126070000 extends Migration {
  override name = 'Migration20261126070000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "hunter"."job" add column "owner_id" uuid null;`);
    this.addSql(`alter table "hunter"."job" drop constraint "job_url_unique";`);
    this.addSql(
      `alter table "hunter"."job" add constraint "job_url_owner_unique" unique nulls not distinct ("url", "owner_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "hunter"."job" where "owner_id" is not null;`);
    this.addSql(`alter table "hunter"."job" drop constraint "job_url_owner_unique";`);
    this.addSql(`alter table "hunter"."job" add constraint "job_url_unique" unique ("url");`);
    this.addSql(`alter table "hunter"."job" drop column "owner_id";`);
  }
}
