import { Migration } from '@mikro-orm/migrations';

export class Migration20261123164322 extends Migration {
  override name = 'Migration20261123164322';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "trading";`);
    this.addSql(
      `create table "trading"."trade" ("id" uuid not null, "proposer_id" varchar(255) not null, "receiver_id" varchar(255) not null, "offered_items" jsonb not null, "requested_items" jsonb not null, "cash_adjustment" numeric(12,2) not null, "status" varchar(10) not null, "message" text not null, "parent_trade_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "expires_at" timestamptz not null, "settling_since" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "trade_proposer_created_idx" on "trading"."trade" ("proposer_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "trade_receiver_created_idx" on "trading"."trade" ("receiver_id", "created_at", "id");`,
    );
    this.addSql(`create index "trade_status_expires_idx" on "trading"."trade" ("status", "expires_at");`);
  }
}
