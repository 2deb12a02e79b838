import type { Db } from '../store/database.js';
import type { Embedder } from '../embedding/embedder.js';

export interface SemanticHit {
  id: number;
  score: number;
}

/**
 * Every clip's vector in one Float32Array (row-major, `dim` floats per clip), so a query is a single
 * tight dot-product loop over contiguous memory. Rows are appended by rowid high-water mark; deleted
 * clips are dropped lazily when a search meets them (see forget).
 */
export class SemanticIndex {
  private ids = new Float64Array(0);
  private alive = new Uint8Array(0);
  private matrix = new Float32Array(0);
  private size = 0;
  private highWater = 0;

  constructor(
    private readonly db: Db,
    readonly embedder: Embedder,
  ) {
    // The scoring loop is unrolled by 8.
    if (embedder.dim % 8 !== 0) throw new Error(`embedding dimension ${embedder.dim} is not a multiple of 8`);
  }

  get count(): number {
    return this.size;
  }

  /**
   * Loads clips added since the last refresh. A clip whose stored vector came from another model
   * (the existing tool's, or an embedder used before a mode change) keeps that stored vector; the
   * index embeds its content in memory so every clip is still scored.
   */
  refresh(): number {
    const { modelId, dim } = this.embedder;
    const rows = this.db
      .prepare(
        `SELECT c.id, CASE WHEN v.model = @modelId AND v.dim = @dim THEN v.vector END,
                CASE WHEN v.model = @modelId AND v.dim = @dim THEN NULL ELSE c.content END
         FROM clips c LEFT JOIN clip_vectors v ON v.clip_id = c.id WHERE c.id > @after ORDER BY c.id`,
      )
      .raw()
      .all({ modelId, dim, after: this.highWater }) as Array<[number, Buffer | null, string | null]>;
    this.reserve(this.size + rows.length);
    const bytes = new Uint8Array(this.matrix.buffer);
    for (const [id, vector, content] of rows) {
      const offset = this.size * dim;
      if (vector && vector.byteLength === dim * 4) bytes.set(vector, offset * 4);
      else this.matrix.set(this.embedder.embed(content ?? ''), offset);
      this.ids[this.size] = id;
      this.alive[this.size] = 1;
      this.size += 1;
      this.highWater = id;
    }
    return rows.length;
  }

  /** Top `limit` clips by dot product (vectors are unit length, so this is cosine similarity). */
  search(query: Float32Array, limit: number, accept?: (id: number) => boolean): SemanticHit[] {
    if (limit <= 0) return [];
    const { dim } = this.embedder;
    const matrix = this.matrix;
    const topScores = new Float64Array(limit).fill(-Infinity);
    const topIds = new Float64Array(limit);
    let found = 0;
    for (let row = 0; row < this.size; row++) {
      if (this.alive[row] === 0) continue;
      let score = 0;
      const base = row * dim;
      for (let j = 0; j < dim; j += 8) {
        score +=
          matrix[base + j] * query[j] + matrix[base + j + 1] * query[j + 1] +
          matrix[base + j + 2] * query[j + 2] + matrix[base + j + 3] * query[j + 3] +
          matrix[base + j + 4] * query[j + 4] + matrix[base + j + 5] * query[j + 5] +
          matrix[base + j + 6] * query[j + 6] + matrix[base + j + 7] * query[j + 7];
      }
      if (found === limit && score <= topScores[limit - 1]) continue;
      const id = this.ids[row];
      if (accept && !accept(id)) continue;
      let at = found < limit ? found++ : limit - 1;
      while (at > 0 && topScores[at - 1] < score) {
        topScores[at] = topScores[at - 1];
        topIds[at] = topIds[at - 1];
        at--;
      }
      topScores[at] = score;
      topIds[at] = id;
    }
    return Array.from({ length: found }, (_, i) => ({ id: topIds[i], score: topScores[i] }));
  }

  /** The stored row of a clip, or null when the clip is not in the index. */
  vectorOf(id: number): Float32Array | null {
    const row = this.rowOf(id);
    return row < 0 ? null : this.matrix.slice(row * this.embedder.dim, (row + 1) * this.embedder.dim);
  }

  forget(id: number): void {
    const row = this.rowOf(id);
    if (row >= 0) this.alive[row] = 0;
  }

  /** Ids are appended in ascending order, so a binary search finds a row. */
  private rowOf(id: number): number {
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.ids[mid] === id) return this.alive[mid] ? mid : -1;
      if (this.ids[mid] < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private reserve(rows: number): void {
    if (rows <= this.ids.length) return;
    const capacity = Math.max(rows, Math.ceil(this.ids.length * 1.5), 1024);
    const grow = <T extends Float64Array | Uint8Array | Float32Array>(old: T, make: (n: number) => T, n: number): T => {
      const next = make(n);
      next.set(old as never);
      return next;
    };
    this.ids = grow(this.ids, (n) => new Float64Array(n), capacity);
    this.alive = grow(this.alive, (n) => new Uint8Array(n), capacity);
    this.matrix = grow(this.matrix, (n) => new Float32Array(n), capacity * this.embedder.dim);
  }
}
