import type { Database } from '@platform/db';
import type { Logger } from '@platform/observability';

/** The part of the process database that vector SQL uses (bind parameters: `$1::vector`). */
export type VectorDatabase = Pick<Database, 'kind' | 'pool' | 'vectorAvailable'>;

type Row = Record<string, any>;

/**
 * Raw SQL on the embedding columns. The ORM never selects or writes them (they are missing on a
 * PostgreSQL server without pgvector), so every statement touching them goes through here, with
 * real bind parameters and pgvector's text form '[0.1,0.2,...]'.
 *
 * `ready` is false without the extension, and also when the extension was installed after the
 * library's migration ran without it (then the columns are missing and vector features stay off).
 */
export class VectorStore {
  private constructor(
    private readonly db: VectorDatabase,
    readonly ready: boolean,
    private readonly iterativeScans = false,
  ) {}

  static async open(db: VectorDatabase, logger?: Logger): Promise<VectorStore> {
    if (!db.vectorAvailable) return new VectorStore(db, false);
    const { rows } = await db.pool.query(
      `select count(*)::int as "n" from information_schema.columns
       where table_schema = $1 and table_name in ('tab', 'bookmark') and column_name = 'embedding'`,
      ['library'],
    );
    if (Number(rows[0]?.n) !== 2) {
      logger?.warn(
        'the vector extension is installed but library.tab/bookmark have no embedding column (it was added after the migration ran): vector features answer 503',
      );
      return new VectorStore(db, false);
    }
    // Filtered HNSW scans (one user's rows) must keep scanning until `limit` rows pass the filter,
    // in exact distance order, instead of stopping after ef_search candidates (pgvector 0.8+).
    // PGlite is one session, so the setting is made once; a server gets it per query (below).
    const version = await db.pool.query(
      `select extversion as "v" from pg_extension where extname = 'vector'`,
      [],
    );
    const [major = 0, minor = 0] = String(version.rows[0]?.v ?? '0')
      .split('.')
      .map(Number);
    const iterative = major > 0 || minor >= 8;
    if (!iterative)
      logger?.warn(
        { version: version.rows[0]?.v },
        'pgvector before 0.8: filtered HNSW scans may return fewer rows than asked for',
      );
    if (iterative && db.kind === 'pglite') await db.pool.query('set hnsw.iterative_scan = strict_order');
    return new VectorStore(db, true, iterative);
  }

  /** A statement that writes embeddings, or reads without an index-ordered scan. */
  async execute(sql: string, params: unknown[]): Promise<Row[]> {
    return (await this.db.pool.query(sql, params)).rows;
  }

  /** A nearest-neighbour read: on a server, in a short transaction with iterative HNSW scans on. */
  async nearest(sql: string, params: unknown[]): Promise<Row[]> {
    if (this.db.kind === 'pglite' || !this.iterativeScans) return this.execute(sql, params);
    const client = await this.db.pool.connect();
    try {
      await client.query('begin');
      try {
        await client.query('set local hnsw.iterative_scan = strict_order');
        const { rows } = await client.query(sql, params);
        await client.query('commit');
        return rows;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      client.release();
    }
  }
}
