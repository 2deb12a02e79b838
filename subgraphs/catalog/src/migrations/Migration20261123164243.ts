import { Migration } from '@mikro-orm/migrations';

export class Migration20261123164243 extends Migration {
  override name = 'Migration20261123164243';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "catalog";`);
    this.addSql(
      `create table "catalog"."card" ("id" uuid not null, "name" varchar(200) not null, "search_name" varchar(200) not null, "game" varchar(10) not null, "set_code" varchar(16) not null, "set_name" varchar(200) not null, "rarity" varchar(10) not null, "condition" varchar(20) not null, "collector_number" varchar(20) not null, "ticker" varchar(50) not null, "image_uri" text null, "import_key" varchar(200) null, "points_recorded" int not null default 0, "created_by" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "card_search_name_idx" on "catalog"."card" ("search_name", "id");`);
    this.addSql(
      `create index "card_game_search_name_idx" on "catalog"."card" ("game", "search_name", "id");`,
    );
    this.addSql(`create index "card_set_code_idx" on "catalog"."card" ("set_code", "collector_number");`);
    this.addSql(`create index "card_ticker_idx" on "catalog"."card" ("ticker");`);
    this.addSql(
      `alter table "catalog"."card" add constraint "card_import_key_unique" unique ("import_key");`,
    );

    this.addSql(
      `create table "catalog"."import_run" ("id" uuid not null, "kind" varchar(10) not null, "file" text not null, "status" varchar(10) not null, "requested_by" varchar(255) null, "bytes_total" double precision null, "bytes_read" double precision not null default 0, "processed" int not null default 0, "created" int not null default 0, "updated" int not null default 0, "unchanged" int not null default 0, "skipped" int not null default 0, "failed" int not null default 0, "issues" jsonb not null, "error" text null, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "import_run_created_idx" on "catalog"."import_run" ("created_at", "id");`);

    this.addSql(
      `create table "catalog"."market_price" ("card_id" uuid not null, "price" numeric(12,2) null, "confidence" double precision not null, "sources_used" int not null, "kept_points" int not null, "window_points" int not null, "sources" jsonb not null, "low_source" varchar(20) null, "low_price" double precision null, "high_source" varchar(20) null, "high_price" double precision null, "spread" double precision null, "spread_percentage" double precision null, "calculated_at" timestamptz not null, "valid_until" timestamptz null, "version" int not null, primary key ("card_id"));`,
    );
    this.addSql(
      `create index "market_price_spread_idx" on "catalog"."market_price" ("spread_percentage", "card_id");`,
    );
    this.addSql(`create index "market_price_valid_until_idx" on "catalog"."market_price" ("valid_until");`);

    this.addSql(
      `create table "catalog"."price_point" ("id" serial primary key, "card_id" uuid not null, "source" varchar(20) not null, "price" numeric(12,2) not null, "is_sold" boolean not null, "observed_at" timestamptz not null, "recorded_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "price_point_card_observed_idx" on "catalog"."price_point" ("card_id", "observed_at");`,
    );
    this.addSql(`create index "price_point_observed_idx" on "catalog"."price_point" ("observed_at");`);

    this.addSql(
      `create table "catalog"."variant" ("id" uuid not null, "card_id" uuid not null, "position" int not null, "label" varchar(60) not null, "finish" varchar(12) not null, "market_price" numeric(12,2) null, "listed_price" numeric(12,2) null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "catalog"."variant" add constraint "variant_card_label_unique" unique ("card_id", "label");`,
    );

    this.addSql(
      `alter table "catalog"."market_price" add constraint "market_price_card_id_foreign" foreign key ("card_id") references "catalog"."card" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "catalog"."price_point" add constraint "price_point_card_id_foreign" foreign key ("card_id") references "catalog"."card" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "catalog"."variant" add constraint "variant_card_id_foreign" foreign key ("card_id") references "catalog"."card" ("id") on delete cascade;`,
    );
  }
}
