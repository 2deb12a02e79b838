import { Migration } from '@mikro-orm/migrations';

/**
 * A player may erase their fingerprints; the creatures spawned from them stay (in others' collections,
 * in the cell's wild spawns) without the link back to the place and player they came from.
 */
export class Migration20261126140000 extends Migration {
  override name = 'Migration20261126140000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "creatures"."creature" drop constraint "creature_fingerprint_id_foreign";`);
    this.addSql(`alter table "creatures"."creature" alter column "fingerprint_id" drop not null;`);
    this.addSql(
      `alter table "creatures"."creature" add constraint "creature_fingerprint_id_foreign" foreign key ("fingerprint_id") references "creatures"."fingerprint" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "creatures"."creature" where "fingerprint_id" is null;`);
    this.addSql(`alter table "creatures"."creature" drop constraint "creature_fingerprint_id_foreign";`);
    this.addSql(`alter table "creatures"."creature" alter column "fingerprint_id" set not null;`);
    this.addSql(
      `alter table "creatures"."creature" add constraint "creature_fingerprint_id_foreign" foreign key ("fingerprint_id") references "creatures"."fingerprint" ("id") on delete cascade;`,
    );
  }
}
