import { Migration } from '@mikro-orm/migrations';

export class Migration20261126183500 extends Migration {
  override name = 'Migration20261126183500';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "entitlements"."credit_spend" ("id" uuid not null, "user_id" varchar(255) not null, "product_id" varchar(40) not null, "quantity" int not null, "reason" varchar(40) not null, "spent_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "credit_spend_user_product_idx" on "entitlements"."credit_spend" ("user_id", "product_id");`,
    );
  }
}
