import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022206 extends Migration {
  override name = 'Migration20261122022206';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "library";`);
    this.addSql(
      `create table "library"."bookmark" ("id" serial primary key, "user_id" int not null, "url" text not null, "title" text not null default '', "favicon" text null, "content" text null, "summary" text null, "category" varchar(100) null, "tags" jsonb not null, "entities" jsonb not null, "is_archived" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_vector" tsvector generated always as (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', left(coalesce(content, ''), 200000)), 'C')) stored null, "folder" varchar(255) null);`,
    );
    this.addSql(
      `create index "bookmark_user_archived_created_idx" on "library"."bookmark" ("user_id", "is_archived", "created_at" DESC);`,
    );
    this.addSql(`create index "bookmark_user_folder_idx" on "library"."bookmark" ("user_id", "folder");`);
    this.addSql(
      `create index "bookmark_search_vector_idx" on "library"."bookmark" using gin("search_vector");`,
    );

    this.addSql(
      `create table "library"."tab" ("id" serial primary key, "user_id" int not null, "url" text not null, "title" text not null default '', "favicon" text null, "content" text null, "summary" text null, "category" varchar(100) null, "tags" jsonb not null, "entities" jsonb not null, "is_archived" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_vector" tsvector generated always as (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', left(coalesce(content, ''), 200000)), 'C')) stored null, "last_accessed" timestamptz null, "access_count" int not null default 0);`,
    );
    this.addSql(
      `create index "tab_user_archived_created_idx" on "library"."tab" ("user_id", "is_archived", "created_at" DESC);`,
    );
    this.addSql(`create index "tab_search_vector_idx" on "library"."tab" using gin("search_vector");`);
  }
}
