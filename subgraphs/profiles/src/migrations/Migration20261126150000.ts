import { Migration } from '@mikro-orm/migrations';

/**
 * A profile's owner may publish it: private by default, kept out of search engines unless the owner
 * says so. A public page is found by slug alone, so a slug is unique among the active public profiles.
 */
export class Migration20261126150000 extends Migration {
  override name = 'Migration20261126150000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "profiles"."profile" add column "is_public" boolean not null default false, add column "indexable" boolean not null default false;`,
    );
    this.addSql(
      `create unique index "profile_public_slug_unique" on "profiles"."profile" ("slug") where "is_public" and "is_active";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "profiles"."profile_public_slug_unique";`);
    this.addSql(`alter table "profiles"."profile" drop column "is_public", drop column "indexable";`);
  }
}
