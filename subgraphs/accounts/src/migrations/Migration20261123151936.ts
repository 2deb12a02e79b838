import { Migration } from '@mikro-orm/migrations';

export class Migration20261123151936 extends Migration {
  override name = 'Migration20261123151936';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "accounts"."issued_tokens" ("token_id" varchar(100) not null, "user_id" int not null, "expires_at" timestamptz not null, primary key ("token_id"));`,
    );
    this.addSql(`create index "issued_tokens_user_id_index" on "accounts"."issued_tokens" ("user_id");`);
    this.addSql(
      `create index "issued_tokens_expires_at_index" on "accounts"."issued_tokens" ("expires_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."issued_tokens" cascade;`);
  }
}
