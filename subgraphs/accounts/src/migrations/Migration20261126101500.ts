import { Migration } from '@mikro-orm/migrations';

/**
 * The OpenID Connect provider's records (sessions, grants, codes, tokens, interactions: one table
 * keyed by model and id, oidc-provider's adapter shape) and the sign-in sessions that have ended,
 * which every realm refuses derived tokens of.
 */
export class Migration20261126101500 extends Migration {
  override name = 'Migration20261126101500';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "accounts"."oidc_model" ("model" text not null, "id" text not null, "payload" jsonb not null, "grant_id" text null, "user_code" text null, "uid" text null, "expires_at" timestamptz null, "consumed_at" timestamptz null, constraint "oidc_model_pkey" primary key ("model", "id"));`,
    );
    this.addSql(`create index "oidc_model_grant_id_index" on "accounts"."oidc_model" ("grant_id");`);
    this.addSql(`create index "oidc_model_uid_index" on "accounts"."oidc_model" ("uid");`);
    this.addSql(`create index "oidc_model_user_code_index" on "accounts"."oidc_model" ("user_code");`);
    this.addSql(`create index "oidc_model_expires_at_index" on "accounts"."oidc_model" ("expires_at");`);
    this.addSql(
      `create index "oidc_model_account_index" on "accounts"."oidc_model" ("model", (payload->>'accountId'));`,
    );
    this.addSql(
      `create table "accounts"."ended_session" ("sid" text not null, "account_uuid" text not null, "ended_at" timestamptz not null, constraint "ended_session_pkey" primary key ("sid"));`,
    );
    this.addSql(
      `create index "ended_session_account_uuid_index" on "accounts"."ended_session" ("account_uuid");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."ended_session";`);
    this.addSql(`drop table if exists "accounts"."oidc_model";`);
  }
}
