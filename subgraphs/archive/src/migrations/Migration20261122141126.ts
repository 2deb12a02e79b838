import { Migration } from '@mikro-orm/migrations';

export class Migration20261122141126 extends Migration {
  override name = 'Migration20261122141126';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "archive";`);
    this.addSql(
      `create table "archive"."page_archive" ("id" serial primary key, "user_id" int not null, "url" text not null, "html_content" text not null, "html_path" text not null, "screenshot_path" text not null, "pdf_path" text not null, "job_id" varchar(64) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "archive"."page_archive" add constraint "page_archive_job_id_unique" unique ("job_id");`,
    );
    this.addSql(
      `create index "page_archive_user_created_idx" on "archive"."page_archive" ("user_id", "created_at" DESC);`,
    );
  }
}
