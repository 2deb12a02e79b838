import { Migration } from '@mikro-orm/migrations';

/** Import runs count the price points they record (Scryfall prices, price CSV rows). */
export class Migration20261126140000 extends Migration {
  override name = 'Migration20261126140000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "catalog"."import_run" add column "prices_recorded" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "catalog"."import_run" drop column "prices_recorded";`);
  }
}
