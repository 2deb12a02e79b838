import { Migration } from '@mikro-orm/migrations';

/** The provider's time of the last subscription event applied to a user, so a late retry of an older one changes nothing. */
export class Migration20261126074500 extends Migration {
  override name = 'Migration20261126074500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "accounts"."users" add column "subscription_event_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "accounts"."users" drop column "subscription_event_at";`);
  }
}
