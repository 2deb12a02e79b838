import { Migration } from '@mikro-orm/migrations';

export class Migration20261123154102 extends Migration {
  override name = 'Migration20261123154102';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "creatures";`);
    this.addSql(
      `create table "creatures"."fingerprint" ("id" uuid not null, "player_id" uuid not null, "h3_cell" varchar(16) not null, "gameplay_cell" varchar(16) not null, "encoded" bytea not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "fingerprint_player_created_idx" on "creatures"."fingerprint" ("player_id", "created_at");`,
    );

    this.addSql(
      `create table "creatures"."creature" ("id" uuid not null, "fingerprint_id" uuid not null, "gameplay_cell" varchar(16) not null, "species" varchar(16) not null, "geometry" varchar(16) not null, "motion" varchar(16) not null, "sound" varchar(16) not null, "rarity" varchar(16) not null, "palette" jsonb not null, "spawned_at" timestamptz not null, "expires_at" timestamptz not null, "captured_by" uuid null, "captured_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "creature_cell_expires_idx" on "creatures"."creature" ("gameplay_cell", "expires_at");`,
    );
    this.addSql(
      `create index "creature_captured_by_idx" on "creatures"."creature" ("captured_by", "captured_at");`,
    );

    this.addSql(
      `alter table "creatures"."creature" add constraint "creature_fingerprint_id_foreign" foreign key ("fingerprint_id") references "creatures"."fingerprint" ("id") on delete cascade;`,
    );
  }
}
