import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022430 extends Migration {
  override name = 'Migration20261122022430';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "accounts";`);
    this.addSql(
      `create table "accounts"."devices" ("id" serial primary key, "user_id" int not null, "device_id" varchar(200) not null, "label" varchar(200) null, "ordinal" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "accounts"."devices" add constraint "devices_user_device_unique" unique ("user_id", "device_id");`,
    );
    this.addSql(
      `alter table "accounts"."devices" add constraint "devices_user_ordinal_unique" unique ("user_id", "ordinal");`,
    );

    this.addSql(
      `create table "accounts"."revoked_tokens" ("token_id" varchar(100) not null, "user_id" int not null, "expires_at" timestamptz not null, "revoked_at" timestamptz not null, primary key ("token_id"));`,
    );
    this.addSql(`create index "revoked_tokens_user_id_index" on "accounts"."revoked_tokens" ("user_id");`);
    this.addSql(
      `create index "revoked_tokens_expires_at_index" on "accounts"."revoked_tokens" ("expires_at");`,
    );

    this.addSql(
      `create table "accounts"."users" ("id" serial primary key, "username" varchar(50) not null, "email" varchar(254) not null, "password_hash" text not null, "plan_tier" text not null default 'free', "subscription_status" varchar(40) not null default 'inactive', "subscription_provider" varchar(50) null, "subscription_current_period_end" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "accounts"."users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "accounts"."users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(
      `alter table "accounts"."users" add constraint "users_plan_tier_check" check ("plan_tier" in ('free', 'pro'));`,
    );
  }
}
