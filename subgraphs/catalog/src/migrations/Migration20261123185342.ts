import { Migration } from '@mikro-orm/migrations';

export class Migration20261123185342 extends Migration {
  override name = 'Migration20261123185342';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "catalog"."api_token" ("id" uuid not null, "owner" varchar(200) not null, "name" varchar(100) not null, "token_hash" varchar(64) not null, "prefix" varchar(16) not null, "scopes" jsonb not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "api_token_owner_idx" on "catalog"."api_token" ("owner", "created_at");`);
    this.addSql(
      `alter table "catalog"."api_token" add constraint "api_token_hash_unique" unique ("token_hash");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "catalog"."api_token" cascade;`);
  }
}
