import type { Statement } from 'better-sqlite3';
import type { Db } from './database.js';
import { packVector } from '../embedding/vector-codec.js';

export class VectorsRepository {
  private readonly upsertStmt: Statement;

  constructor(private readonly db: Db) {
    this.upsertStmt = db.prepare(
      `INSERT INTO clip_vectors (clip_id, dim, vector, model) VALUES (?, ?, ?, ?)
       ON CONFLICT(clip_id) DO UPDATE SET dim = excluded.dim, vector = excluded.vector, model = excluded.model`,
    );
  }

  upsert(clipId: number, vector: Float32Array, model: string): void {
    this.upsertStmt.run(clipId, vector.length, packVector(vector), model);
  }

  get(clipId: number): { vector: Buffer | string; model: string } | undefined {
    return this.db.prepare('SELECT vector, model FROM clip_vectors WHERE clip_id = ?').get(clipId) as
      | { vector: Buffer | string; model: string }
      | undefined;
  }

  countsByModel(): Record<string, number> {
    const rows = this.db.prepare('SELECT model, count(*) AS n FROM clip_vectors GROUP BY model').all() as Array<{
      model: string;
      n: number;
    }>;
    return Object.fromEntries(rows.map((r) => [r.model, r.n]));
  }
}
