import { Migration } from '@mikro-orm/migrations';

export class Migration20261126070000 extends Migration {
  override name = 'Migration20261126070000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "turf"."outpost" add column "building" jsonb null;`);
    this.addSql(
      `create index "raid_attacker_target_created_idx" on "turf"."raid" ("attacker_id", "target_cell", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "turf"."raid_attacker_target_created_idx";`);
    this.addSql(`alter table "turf"."outpost" drop column if exists "building";`);
  }
}
