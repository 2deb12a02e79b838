import { Migration } from '@mikro-orm/migrations';

export class Migration20261123164333 extends Migration {
  override name = 'Migration20261123164333';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "entitlements";`);
    this.addSql(
      `create table "entitlements"."iap_receipt" ("id" uuid not null, "user_id" varchar(255) not null, "product_id" varchar(40) not null, "kind" varchar(12) not null, "quantity" int not null, "amount_total" int null, "currency" varchar(3) null, "provider" varchar(20) not null, "provider_session_id" varchar(255) not null, "event_id" varchar(255) not null, "purchased_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "iap_receipt_user_purchased_idx" on "entitlements"."iap_receipt" ("user_id", "purchased_at", "id");`,
    );
    this.addSql(
      `alter table "entitlements"."iap_receipt" add constraint "iap_receipt_session_unique" unique ("provider_session_id");`,
    );

    this.addSql(
      `create table "entitlements"."processed_event" ("event_id" varchar(255) not null, "type" varchar(100) not null, "outcome" varchar(10) not null, "processed_at" timestamptz not null, primary key ("event_id"));`,
    );

    this.addSql(
      `create table "entitlements"."subscription" ("user_id" varchar(255) not null, "tier" varchar(8) not null, "status" varchar(24) not null, "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null default false, "provider" varchar(20) not null, "provider_subscription_id" varchar(255) null, "provider_customer_id" varchar(255) null, "event_created_at" timestamptz null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );
  }
}
