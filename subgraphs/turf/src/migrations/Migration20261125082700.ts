import { Migration } from '@mikro-orm/migrations';

export class Migration20261125082700 extends Migration {
  override name = 'Migration20261125082700';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "turf"."contract_step" ("contract_id" uuid not null, "player_id" uuid not null, "step_key" varchar(32) not null, "created_at" timestamptz not null, primary key ("contract_id", "player_id", "step_key"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "turf"."contract_step" cascade;`);
  }
}
