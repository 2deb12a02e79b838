import { Migration } from '@mikro-orm/migrations';

export class Migration20261123162455 extends Migration {
  override name = 'Migration20261123162455';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "hunter";`);
    this.addSql(
      `create table "hunter"."hunter_tier" ("identity_id" uuid not null, "tier" varchar(12) not null, "updated_at" timestamptz not null, primary key ("identity_id"));`,
    );

    this.addSql(
      `create table "hunter"."job" ("id" uuid not null, "title" varchar(300) not null, "company" varchar(200) null, "location" varchar(200) null, "salary_range" varchar(120) null, "url" text not null, "posted_at" timestamptz null, "description" text null, "skills" jsonb not null, "skills_text" text not null, "origin" varchar(64) not null, "imported_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    // Written by hand: the full-text document (JOB_SEARCH_DOCUMENT in job.entity.ts) and its GIN index.
    this.addSql(
      `alter table "hunter"."job" add column "search" tsvector generated always as (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(company, '') || ' ' || coalesce(skills_text, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')) stored;`,
    );
    this.addSql(`create index "job_search_idx" on "hunter"."job" using gin ("search");`);
    this.addSql(`create index "job_posted_idx" on "hunter"."job" ("posted_at" desc nulls last, "id");`);
    this.addSql(`alter table "hunter"."job" add constraint "job_url_unique" unique ("url");`);

    this.addSql(
      `create table "hunter"."job_source" ("id" uuid not null, "identity_id" uuid not null, "kind" varchar(12) not null, "url" text not null, "company" varchar(200) null, "last_fetched_at" timestamptz null, "last_error" text null, "last_imported" int not null default 0, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "job_source_owner_idx" on "hunter"."job_source" ("identity_id");`);

    this.addSql(
      `create table "hunter"."usage_counter" ("identity_id" uuid not null, "feature" varchar(20) not null, "month" varchar(7) not null, "used" int not null default 0, primary key ("identity_id", "feature", "month"));`,
    );
  }
}
