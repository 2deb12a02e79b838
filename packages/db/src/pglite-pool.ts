import type { PGlite } from '@electric-sql/pglite';

export interface QueryResultLike {
  rows: any[];
  rowCount: number | null;
}

/** The part of `pg.Pool` that the Agenda Postgres backend uses. */
export interface QueryPool {
  query(text: string, params?: unknown[]): Promise<QueryResultLike>;
  connect(): Promise<{ query: QueryPool['query']; release(): void }>;
  end(): Promise<void>;
  on(event: string, listener: (...args: any[]) => void): unknown;
}

/**
 * Presents an embedded PGlite as a `pg.Pool`, so Agenda's Postgres backend runs on the same
 * database without a socket. PGlite serializes statements itself; statements without parameters
 * may hold several commands (schema setup), so they go through `exec`.
 */
export function pgliteAsPool(pglite: PGlite): QueryPool {
  const query: QueryPool['query'] = async (text, params) => {
    if (!params || params.length === 0) {
      const results = await pglite.exec(text);
      const last = results[results.length - 1];
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    }
    const result = await pglite.query(text, params);
    return { rows: result.rows as any[], rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    query,
    connect: async () => ({ query, release: () => undefined }),
    end: async () => undefined,
    on: () => undefined,
  };
}
