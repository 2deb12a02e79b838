import { Migration } from '@mikro-orm/migrations';

export class Migration20261126071500 extends Migration {
  override name = 'Migration20261126071500';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "creatures"."fingerprint_cooldown" ("player_id" uuid not null, "gameplay_cell" varchar(16) not null, "last_at" timestamptz not null, primary key ("player_id", "gameplay_cell"));`,
    );
    // The cooldowns already running: each player's latest fingerprint per cell.
    this.addSql(
      `insert into "creatures"."fingerprint_cooldown" ("player_id", "gameplay_cell", "last_at") select "player_id", "gameplay_cell", max("created_at") from "creatures"."fingerprint" group by 1, 2;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "creatures"."fingerprint_cooldown" cascade;`);
  }
}
