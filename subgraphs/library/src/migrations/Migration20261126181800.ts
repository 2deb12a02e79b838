import { Migration } from '@mikro-orm/migrations';

/**
 * The list index takes the id after created_at: the list order's tie-break, so a keyset page over
 * (created_at, id) (tabPage, bookmarkPage) is a single index range, as is an offset page.
 */
export class Migration20261126181800 extends Migration {
  override name = 'Migration20261126181800';

  override up(): void | Promise<void> {
    for (const table of ['tab', 'bookmark']) {
      this.addSql(`drop index if exists "library"."${table}_user_archived_created_idx";`);
      this.addSql(
        `create index "${table}_user_archived_created_id_idx" on "library"."${table}" ("user_id", "is_archived", "created_at" DESC, "id" DESC);`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['tab', 'bookmark']) {
      this.addSql(`drop index if exists "library"."${table}_user_archived_created_id_idx";`);
      this.addSql(
        `create index "${table}_user_archived_created_idx" on "library"."${table}" ("user_id", "is_archived", "created_at" DESC);`,
      );
    }
  }
}
