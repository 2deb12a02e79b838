import { Migration } from '@mikro-orm/migrations';

/** Price alerts and watchlists. */
export class Migration20261126143000 extends Migration {
  override name = 'Migration20261126143000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "collection"."price_alert" ("id" uuid not null, "owner_id" varchar(255) not null, "card_id" uuid not null, "kind" varchar(8) not null, "threshold" numeric(12,2) null, "percent" double precision null, "reference_price" numeric(12,2) null, "armed" boolean not null, "webhook_url" text null, "webhook_secret" varchar(80) null, "last_price" numeric(12,2) null, "last_triggered_at" timestamptz null, "trigger_count" int not null default 0, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "price_alert_card_idx" on "collection"."price_alert" ("card_id");`);
    this.addSql(
      `create index "price_alert_owner_idx" on "collection"."price_alert" ("owner_id", "created_at", "id");`,
    );
    this.addSql(
      `create table "collection"."watched_card" ("owner_id" varchar(255) not null, "card_id" uuid not null, "added_at" timestamptz not null, primary key ("owner_id", "card_id"));`,
    );
    this.addSql(
      `create index "watched_card_owner_added_idx" on "collection"."watched_card" ("owner_id", "added_at", "card_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "collection"."watched_card" cascade;`);
    this.addSql(`drop table if exists "collection"."price_alert" cascade;`);
  }
}
