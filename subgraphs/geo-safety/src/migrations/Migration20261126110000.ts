import { Migration } from '@mikro-orm/migrations';

/**
 * Hand-written: a player's strikes and lockout, read and written only in plain SQL (standing/strike-ledger.ts),
 * one conditional upsert per strike, so the table has no entity.
 */
export class Migration20261126110000 extends Migration {
  override name = 'Migration20261126110000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "geo_safety"."player_standing" ("player_id" uuid primary key, "strikes" int not null, "last_strike_at" timestamptz not null, "locked_until" timestamptz null);`,
    );
  }
}
