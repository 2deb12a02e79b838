import { Migration } from '@mikro-orm/migrations';

export class Migration20261123190928 extends Migration {
  override name = 'Migration20261123190928';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "turf"."reward_receipt" ("source_id" uuid not null, "created_at" timestamptz not null, primary key ("source_id"));`,
    );
    this.addSql(`create index "reward_receipt_created_idx" on "turf"."reward_receipt" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "turf"."reward_receipt" cascade;`);
  }
}
