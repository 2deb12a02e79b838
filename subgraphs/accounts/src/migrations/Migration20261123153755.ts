import { Migration } from '@mikro-orm/migrations';

export class Migration20261123153755 extends Migration {
  override name = 'Migration20261123153755';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "accounts"."processed_webhook_events" ("id" serial primary key, "provider" varchar(50) not null, "event_id" varchar(255) not null, "processed_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "accounts"."processed_webhook_events" add constraint "processed_webhook_events_provider_event_unique" unique ("provider", "event_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."processed_webhook_events" cascade;`);
  }
}
