import { Migration } from '@mikro-orm/migrations';

/** Login attempt windows, shared by every replica of the accounts subgraph. */
export class Migration20261126090000 extends Migration {
  override name = 'Migration20261126090000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "accounts"."login_attempt_window" ("key" text not null, "attempts" int not null, "reset_at" timestamptz not null, constraint "login_attempt_window_pkey" primary key ("key"));`,
    );
    this.addSql(
      `create index "login_attempt_window_reset_at_index" on "accounts"."login_attempt_window" ("reset_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."login_attempt_window";`);
  }
}
