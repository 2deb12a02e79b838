import { Migration } from '@mikro-orm/migrations';

/** Tier webhooks once per event id, and per subscription only the newest state (Stripe promises no order). */
export class Migration20261126073000 extends Migration {
  override name = 'Migration20261126073000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "hunter"."processed_tier_event" ("event_id" varchar(255) not null, "processed_at" timestamptz not null, primary key ("event_id"));`,
    );
    this.addSql(
      `create table "hunter"."tier_subscription" ("subscription_id" varchar(255) not null, "identity_id" uuid not null, "tier" varchar(12) not null, "ended" boolean not null, "event_created_at" timestamptz not null, "event_id" varchar(255) not null, "updated_at" timestamptz not null, primary key ("subscription_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "hunter"."tier_subscription";`);
    this.addSql(`drop table if exists "hunter"."processed_tier_event";`);
  }
}
