import { Migration } from '@mikro-orm/migrations';

/**
 * The Stripe customer of each subscription (the customer portal opens for it), and the tier an
 * operator grants beside any subscription.
 */
export class Migration20261126140000 extends Migration {
  override name = 'Migration20261126140000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "hunter"."tier_subscription" add column "customer_id" varchar(255) null;`);
    this.addSql(
      `create table "hunter"."tier_grant" ("identity_id" uuid not null, "tier" varchar(12) not null, "granted_by" varchar(255) not null, "granted_at" timestamptz not null, primary key ("identity_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "hunter"."tier_grant";`);
    this.addSql(`alter table "hunter"."tier_subscription" drop column "customer_id";`);
  }
}
