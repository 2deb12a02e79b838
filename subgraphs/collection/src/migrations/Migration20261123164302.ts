import { Migration } from '@mikro-orm/migrations';

export class Migration20261123164302 extends Migration {
  override name = 'Migration20261123164302';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "collection";`);
    this.addSql(
      `create table "collection"."holding" ("owner_id" varchar(255) not null, "card_id" uuid not null, "quantity" int not null, "purchase_price" numeric(12,2) not null, "added_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("owner_id", "card_id"));`,
    );
    this.addSql(
      `create index "holding_owner_added_idx" on "collection"."holding" ("owner_id", "added_at", "card_id");`,
    );

    this.addSql(
      `create table "collection"."portfolio" ("owner_id" varchar(255) not null, "total_cards" bigint not null default '0', "updated_at" timestamptz not null, primary key ("owner_id"));`,
    );

    this.addSql(
      `create table "collection"."transfer" ("id" varchar(100) not null, "moves" jsonb not null, "applied_at" timestamptz not null, primary key ("id"));`,
    );
  }
}
