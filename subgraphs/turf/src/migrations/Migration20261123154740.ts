import { Migration } from '@mikro-orm/migrations';

export class Migration20261123154740 extends Migration {
  override name = 'Migration20261123154740';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "turf";`);
    this.addSql(
      `create table "turf"."contract" ("id" uuid not null, "district_id" varchar(16) not null, "type" varchar(8) not null, "issued_on" varchar(10) not null, "target" int not null, "reward" int not null, "issued_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "contract_district_expires_idx" on "turf"."contract" ("district_id", "expires_at");`,
    );
    this.addSql(
      `alter table "turf"."contract" add constraint "contract_district_type_day_unique" unique ("district_id", "type", "issued_on");`,
    );

    this.addSql(
      `create table "turf"."contract_progress" ("contract_id" uuid not null, "player_id" uuid not null, "progress" int not null default 0, "completed_at" timestamptz null, primary key ("contract_id", "player_id"));`,
    );

    this.addSql(
      `create table "turf"."crew" ("id" uuid not null, "name" varchar(40) not null, "tag" varchar(5) not null, "color" varchar(7) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "turf"."crew" add constraint "crew_name_unique" unique ("name");`);
    this.addSql(`alter table "turf"."crew" add constraint "crew_tag_unique" unique ("tag");`);

    this.addSql(
      `create table "turf"."crew_member" ("player_id" uuid not null, "crew_id" uuid not null, "role" varchar(8) not null, "joined_at" timestamptz not null, primary key ("player_id"));`,
    );
    this.addSql(`create index "crew_member_crew_idx" on "turf"."crew_member" ("crew_id");`);

    this.addSql(
      `create table "turf"."influence" ("cell" varchar(16) not null, "holder_type" varchar(8) not null, "holder_id" uuid not null, "district_id" varchar(16) not null, "value" double precision not null, "as_of" timestamptz not null, primary key ("cell", "holder_type", "holder_id"));`,
    );
    this.addSql(
      `create index "influence_district_holder_idx" on "turf"."influence" ("district_id", "holder_type");`,
    );

    this.addSql(
      `create table "turf"."outpost" ("id" uuid not null, "cell" varchar(16) not null, "district_id" varchar(16) not null, "owner_id" uuid not null, "crew_id" uuid null, "health" int not null default 100, "modules" jsonb not null, "last_tick_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "outpost_district_idx" on "turf"."outpost" ("district_id");`);
    this.addSql(`alter table "turf"."outpost" add constraint "outpost_cell_unique" unique ("cell");`);

    this.addSql(
      `create table "turf"."raid" ("id" uuid not null, "attacker_id" uuid not null, "target_cell" varchar(16) not null, "outpost_id" uuid not null, "defender_id" uuid not null, "attack_power" int not null, "defence" int not null, "outcome" varchar(16) not null, "damage" int not null, "influence_moved" double precision not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "raid_target_created_idx" on "turf"."raid" ("target_cell", "created_at");`);

    this.addSql(
      `alter table "turf"."contract_progress" add constraint "contract_progress_contract_id_foreign" foreign key ("contract_id") references "turf"."contract" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "turf"."crew_member" add constraint "crew_member_crew_id_foreign" foreign key ("crew_id") references "turf"."crew" ("id") on delete cascade;`,
    );
  }
}
