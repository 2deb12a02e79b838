import { Migration } from '@mikro-orm/migrations';

export class Migration20261125091500 extends Migration {
  override name = 'Migration20261125091500';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "creatures"."cell_spawn_rate" ("cell" varchar(16) not null, "spawn_rate_multiplier" double precision not null, "changed_at" timestamptz not null, primary key ("cell"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "creatures"."cell_spawn_rate" cascade;`);
  }
}
