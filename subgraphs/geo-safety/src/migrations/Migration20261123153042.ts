import { Migration } from '@mikro-orm/migrations';

export class Migration20261123153042 extends Migration {
  override name = 'Migration20261123153042';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "geo_safety";`);
    this.addSql(
      `create table "geo_safety"."exclusion_zone" ("id" serial primary key, "source" varchar(16) not null, "source_ref" varchar(64) not null, "kind" varchar(16) not null, "name" text null, "geometry" jsonb not null, "loaded_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "geo_safety"."exclusion_zone" add constraint "exclusion_zone_source_ref_unique" unique ("source", "source_ref");`,
    );

    // Hand-edited: the audit log is partitioned by month (MikroORM does not model partitioning). The
    // partitions themselves are created at start and by the audit-partitions job (audit-partitions.ts).
    this.addSql(
      `create table "geo_safety"."location_audit" ("id" uuid not null, "created_at" timestamptz not null, "player_id" uuid not null, "session_id" uuid not null, "result_code" varchar(32) not null, "latitude" double precision not null, "longitude" double precision not null, "accuracy" double precision not null, "reported_at" timestamptz not null, "platform" varchar(64) not null, "h3_cell" varchar(16) null, "checks" jsonb not null, primary key ("id", "created_at")) partition by range ("created_at");`,
    );
    this.addSql(
      `create index "location_audit_player_created_idx" on "geo_safety"."location_audit" ("player_id", "created_at");`,
    );

    this.addSql(
      `create table "geo_safety"."zone_cell" ("cell" varchar(16) not null, "zone_id" int not null, primary key ("cell", "zone_id"));`,
    );
    this.addSql(`create index "zone_cell_zone_idx" on "geo_safety"."zone_cell" ("zone_id");`);

    this.addSql(
      `alter table "geo_safety"."zone_cell" add constraint "zone_cell_zone_id_foreign" foreign key ("zone_id") references "geo_safety"."exclusion_zone" ("id") on delete cascade;`,
    );
  }
}
