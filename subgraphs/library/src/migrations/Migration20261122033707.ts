import { Migration } from '@mikro-orm/migrations';

/**
 * The enrichment embedding (pgvector, 384 dimensions) with an HNSW cosine index on both tables.
 * Generated, then guarded by hand: a PostgreSQL server without pgvector has no `vector` type, and
 * must still start (vector features then answer 503), so the DDL runs only when the extension is
 * installed. `packages/db` installs it before any migration runs when the server offers it.
 */
export class Migration20261122033707 extends Migration {
  override name = 'Migration20261122033707';

  override up(): void | Promise<void> {
    this.addSql(`do $$
begin
  if exists (select 1 from pg_extension where extname = 'vector') then
    alter table "library"."bookmark" add "embedding" vector(384) null;
    create index "bookmark_embedding_idx" on "library"."bookmark" using hnsw ("embedding" vector_cosine_ops);
    alter table "library"."tab" add "embedding" vector(384) null;
    create index "tab_embedding_idx" on "library"."tab" using hnsw ("embedding" vector_cosine_ops);
  end if;
end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "library"."bookmark_embedding_idx";`);
    this.addSql(`alter table "library"."bookmark" drop column if exists "embedding";`);
    this.addSql(`drop index if exists "library"."tab_embedding_idx";`);
    this.addSql(`alter table "library"."tab" drop column if exists "embedding";`);
  }
}
