import type { Db } from '../store/database.js';
import type { Embedder } from '../embedding/embedder.js';
import { VectorsRepository } from '../store/vectors.repository.js';

export interface SemanticHit {
  id: number;
  score: number;
}

/**
 * Every clip's vector in one Float32Array (row-major, `dim` floats per clip), so a query is a single
 * tight dot-product loop over contiguous memory, all from one model (the active embedder's). Rows are
 * appended by rowid high-water mark; deleted clips are dropped lazily when a search meets them (see forget).
 */
export class SemanticIndex {
  private ids = new Float64Array(0);
  private alive = new Uint8Array(0);
  private matrix = new Float32Array(0);
  private size = 0;
  private highWater = 0;
  private queue: Promise<unknown> = Promise.resolve();

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
   * Loads clips added since the last refresh. Only vectors of the active model are read: a clip stored
   * under another embedder (the existing tool's, or before a change of `embedder`) keeps that vector and
   * gets one of the active model here, computed once and stored (see storeComputed). Calls are queued,
   * so concurrent requests (serve) never append the same rows twice while an async embedder works.
   */
  refresh(): Promise<number> {
    const run = this.queue.then(() => this.load());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async load(): Promise<number> {
    const { modelId, dim } = this.embedder;
    const rows = this.db
      .prepare(
        `SELECT c.id, v.vector, CASE WHEN v.vector IS NULL THEN c.content END
         FROM clips c LEFT JOIN clip_embeddings v ON v.clip_id = c.id AND v.model = @modelId AND v.dim = @dim
         WHERE c.id > @after ORDER BY c.id`,
      )
      .raw()
      .all({ modelId, dim, after: this.highWater }) as Array<[number, Buffer | null, string | null]>;
    this.reserve(this.size + rows.length);
    const computed: Array<{ clipId: number; vector: Float32Array }> = [];
    for (const [id, stored, content] of rows) {
      let vector: Buffer | Float32Array | null = stored && stored.byteLength === dim * 4 ? stored : null;
      if (!vector) {
        const embedded = this.embedder.sync
          ? this.embedder.embed(content ?? '', 'passage')
          : await this.embedder.embed(content ?? '', 'passage');
        computed.push({ clipId: id, vector: embedded });
        // A model embeds a few clips a second: store as it goes, so an interrupted first search keeps its work.
        if (!this.embedder.sync && computed.length >= 32) this.storeComputed(computed.splice(0));
        vector = embedded;
      }
      this.append(id, vector);
    }
    this.storeComputed(computed);
    return rows.length;
  }

  private append(id: number, vector: Buffer | Float32Array): void {
    const offset = this.size * this.embedder.dim;
    if (vector instanceof Float32Array) this.matrix.set(vector, offset);
    else new Uint8Array(this.matrix.buffer).set(vector, offset * 4);
    this.ids[this.size] = id;
    this.alive[this.size] = 1;
    this.size += 1;
    this.highWater = id;
  }

  /**
   * Best effort: a store that cannot be written just now (busy beyond the timeout, read-only) still
   * answers from memory, and the vectors are computed again next time.
   */
  private storeComputed(rows: Array<{ clipId: number; vector: Float32Array }>): void {
    if (rows.length === 0) return;
    try {
      new VectorsRepository(this.db).addComputed(rows, this.embedder.modelId);
    } catch {
      // see above
    }
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
          matrix[base + j] * query[j] +
          matrix[base + j + 1] * query[j + 1] +
          matrix[base + j + 2] * query[j + 2] +
          matrix[base + j + 3] * query[j + 3] +
          matrix[base + j + 4] * query[j + 4] +
          matrix[base + j + 5] * query[j + 5] +
          matrix[base + j + 6] * query[j + 6] +
          matrix[base + j + 7] * query[j + 7];
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
    const grow = <T extends Float64Array | Uint8Array | Float32Array>(
      old: T,
      make: (n: number) => T,
      n: number,
    ): T => {
      const next = make(n);
      next.set(old as never);
      return next;
    };
    this.ids = grow(this.ids, (n) => new Float64Array(n), capacity);
    this.alive = grow(this.alive, (n) => new Uint8Array(n), capacity);
    this.matrix = grow(this.matrix, (n) => new Float32Array(n), capacity * this.embedder.dim);
  }
}
