import type { Statement } from 'better-sqlite3';
import type { Db } from './database.js';
import { packVector } from '../embedding/vector-codec.js';

/** Vectors in clip_embeddings: one per clip and model, so a change of embedder never drops stored vectors. */
export class VectorsRepository {
  private readonly upsertStmt: Statement;

  constructor(private readonly db: Db) {
    this.upsertStmt = db.prepare(
      `INSERT INTO clip_embeddings (clip_id, model, dim, vector) VALUES (?, ?, ?, ?)
       ON CONFLICT(clip_id, model) DO UPDATE SET dim = excluded.dim, vector = excluded.vector`,
    );
  }

  upsert(clipId: number, vector: Float32Array, model: string): void {
    this.upsertStmt.run(clipId, model, vector.length, packVector(vector));
  }

  /**
   * Stores vectors computed after the fact (by a search), in one transaction. A clip deleted meanwhile
   * (by another process) is skipped instead of failing the foreign key.
   */
  addComputed(rows: Array<{ clipId: number; vector: Float32Array }>, model: string): void {
    const stmt = this.db.prepare(
      `INSERT OR REPLACE INTO clip_embeddings (clip_id, model, dim, vector)
       SELECT @clipId, @model, @dim, @vector WHERE EXISTS (SELECT 1 FROM clips WHERE id = @clipId)`,
    );
    this.db.transaction(() => {
      for (const { clipId, vector } of rows)
        stmt.run({ clipId, model, dim: vector.length, vector: packVector(vector) });
    })();
  }

  countsByModel(): Record<string, number> {
    const rows = this.db
      .prepare('SELECT model, count(*) AS n FROM clip_embeddings GROUP BY model')
      .all() as Array<{
      model: string;
      n: number;
    }>;
    return Object.fromEntries(rows.map((r) => [r.model, r.n]));
  }
}
