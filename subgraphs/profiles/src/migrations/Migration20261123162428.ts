import { Migration } from '@mikro-orm/migrations';

export class Migration20261123162428 extends Migration {
  override name = 'Migration20261123162428';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "profiles";`);
    this.addSql(
      `create table "profiles"."experience" ("id" uuid not null, "profile_id" uuid not null, "title" varchar(200) not null, "company" varchar(200) null, "location" varchar(200) null, "start_date" varchar(10) null, "end_date" varchar(10) null, "is_current" boolean not null default false, "description_encrypted" text null, "achievements" jsonb not null, "technologies" jsonb not null, "tags" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "experience_profile_idx" on "profiles"."experience" ("profile_id", "start_date");`,
    );

    this.addSql(
      `create table "profiles"."narrative_task" ("id" uuid not null, "identity_id" uuid not null, "profile_id" uuid not null, "status" varchar(12) not null, "request" jsonb not null, "result" jsonb null, "error" text null, "created_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`,
    );

    this.addSql(
      `create table "profiles"."profile" ("id" uuid not null, "identity_id" uuid not null, "slug" varchar(80) not null, "display_name" varchar(200) not null, "title" varchar(200) null, "headline" varchar(300) null, "summary_markdown_encrypted" text null, "avatar_url" text null, "location_text_encrypted" text null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "profile_owner_idx" on "profiles"."profile" ("identity_id", "is_active", "created_at");`,
    );
    this.addSql(
      `create unique index "profile_owner_slug_unique" on "profiles"."profile" ("identity_id", "slug") where "is_active";`,
    );

    this.addSql(
      `create table "profiles"."project" ("id" uuid not null, "profile_id" uuid not null, "name" varchar(200) not null, "description" text null, "url" text null, "start_date" varchar(10) null, "status" varchar(60) null, "technologies" jsonb not null, "tags" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "project_profile_idx" on "profiles"."project" ("profile_id");`);

    this.addSql(
      `create table "profiles"."skill" ("id" uuid not null, "profile_id" uuid not null, "name" varchar(120) not null, "category" varchar(120) null, "proficiency_level" varchar(60) null, "years_of_experience" double precision null, "tags" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "skill_profile_idx" on "profiles"."skill" ("profile_id");`);
  }
}
