import { Migration } from '@mikro-orm/migrations';

export class Migration20261123164340 extends Migration {
  override name = 'Migration20261123164340';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "idempotency";`);
    this.addSql(
      `create table "idempotency"."idempotency_key" ("scope" varchar(300) not null, "key" varchar(255) not null, "request_hash" varchar(64) not null, "state" varchar(8) not null, "answer" jsonb null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("scope", "key"));`,
    );
    this.addSql(
      `create index "idempotency_key_expires_idx" on "idempotency"."idempotency_key" ("expires_at");`,
    );
  }
}
