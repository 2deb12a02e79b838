import { Migration } from '@mikro-orm/migrations';

/**
 * Suggestions (with the unique key that keeps a pending set from repeating and a rejected set from
 * coming back), per-user library statistics, and the plan each user last used the library with.
 * Generated from the entities; no vector DDL here: suggestions read embeddings, never store them.
 */
export class Migration20261122141144 extends Migration {
  override name = 'Migration20261122141144';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "library"."library_stats" ("user_id" int not null, "tabs" int not null, "bookmarks" int not null, "archived" int not null, "enriched" int not null, "stale" int not null, "by_category" jsonb not null, "pending_suggestions" int not null, "refreshed_at" timestamptz not null, primary key ("user_id"));`,
    );

    this.addSql(
      `create table "library"."member_plan" ("user_id" int not null, "plan" varchar(10) not null, "seen_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(`create index "member_plan_plan_idx" on "library"."member_plan" ("plan");`);

    this.addSql(
      `create table "library"."suggestion" ("id" serial primary key, "user_id" int not null, "type" varchar(20) not null, "item_ids" int[] not null, "item_types" text[] not null, "item_key" text not null, "reason" text not null, "confidence" double precision not null, "status" varchar(10) not null default 'pending', "created_at" timestamptz not null, "updated_at" timestamptz not null, "resolved_at" timestamptz null);`,
    );
    this.addSql(
      `create index "suggestion_user_status_created_idx" on "library"."suggestion" ("user_id", "status", "created_at" DESC);`,
    );
    this.addSql(
      `create index "suggestion_user_type_status_confidence_idx" on "library"."suggestion" ("user_id", "type", "status", "confidence" DESC);`,
    );
    this.addSql(`create index "suggestion_item_ids_idx" on "library"."suggestion" using gin ("item_ids");`);
    this.addSql(
      `alter table "library"."suggestion" add constraint "suggestion_user_type_item_key_unique" unique ("user_id", "type", "item_key");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "library"."library_stats" cascade;`);
    this.addSql(`drop table if exists "library"."member_plan" cascade;`);
    this.addSql(`drop table if exists "library"."suggestion" cascade;`);
  }
}
