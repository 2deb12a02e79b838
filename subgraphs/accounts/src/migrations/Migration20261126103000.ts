import { randomUUID } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';
import { defaultHandleBase, handleCandidates } from '../services/handle-rules.js';

/**
 * The account's public identity (a stable uuid, a handle, a display name), e-mail verification, the
 * admin role, and the single-use links mailed for verification and password reset. Existing accounts
 * get a random uuid and the handle sign-up would have given them (handle-rules.ts).
 */
export class Migration20261126103000 extends Migration {
  override name = 'Migration20261126103000';

  override async up(): Promise<void> {
    await this.execute(
      `alter table "accounts"."users" add column "uuid" uuid null, add column "handle" varchar(30) null, add column "display_name" varchar(80) null, add column "email_verified_at" timestamptz null, add column "admin" boolean not null default false;`,
    );
    const rows = (await this.execute(`select "id", "email" from "accounts"."users" order by "id"`)) as Array<{
      id: number;
      email: string;
    }>;
    const taken = new Set<string>();
    for (const { id, email } of rows) {
      const handle =
        handleCandidates(defaultHandleBase(email)).find((candidate) => !taken.has(candidate)) ?? `user${id}`;
      taken.add(handle);
      await this.execute(`update "accounts"."users" set "uuid" = ?, "handle" = ? where "id" = ?`, [
        randomUUID(),
        handle,
        id,
      ]);
    }
    await this.execute(
      `alter table "accounts"."users" alter column "uuid" set not null, alter column "handle" set not null;`,
    );
    await this.execute(`alter table "accounts"."users" add constraint "users_uuid_unique" unique ("uuid");`);
    await this.execute(
      `alter table "accounts"."users" add constraint "users_handle_unique" unique ("handle");`,
    );
    await this.execute(
      `create table "accounts"."account_link_tokens" ("token_hash" varchar(64) not null, "user_id" int not null, "purpose" text check ("purpose" in ('verify-email', 'password-reset')) not null, "email" varchar(254) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "account_link_tokens_pkey" primary key ("token_hash"));`,
    );
    await this.execute(
      `create index "account_link_tokens_user_id_index" on "accounts"."account_link_tokens" ("user_id");`,
    );
    await this.execute(
      `create index "account_link_tokens_expires_at_index" on "accounts"."account_link_tokens" ("expires_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."account_link_tokens";`);
    this.addSql(
      `alter table "accounts"."users" drop column "uuid", drop column "handle", drop column "display_name", drop column "email_verified_at", drop column "admin";`,
    );
  }
}
