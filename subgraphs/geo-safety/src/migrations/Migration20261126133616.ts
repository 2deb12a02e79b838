import { Migration } from '@mikro-orm/migrations';

/** Who added, removed or imported exclusion zones, and when (the zone admin API, `npm run zones:import`). */
export class Migration20261126133616 extends Migration {
  override name = 'Migration20261126133616';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "geo_safety"."zone_audit" ("id" uuid not null, "action" varchar(16) not null, "zone_id" int null, "source" varchar(16) not null, "source_ref" varchar(64) null, "kind" varchar(16) null, "name" text null, "actor" varchar(200) not null, "at" timestamptz not null, "detail" jsonb null, primary key ("id"));`,
    );
    this.addSql(`create index "zone_audit_at_idx" on "geo_safety"."zone_audit" ("at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "geo_safety"."zone_audit" cascade;`);
  }
}
