import type { Db } from '../store/database.js';
import type { ClipFilter, ClipRow } from '../store/clip.types.js';
import { filterClauses, hasFilter, whereSql } from '../store/clip-filter.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { Embedder } from '../embedding/embedder.js';
import { SemanticIndex } from './semantic-index.js';

export interface ScoredClip {
  clip: ClipRow;
  score: number;
}

// One index per open database and model, kept for the life of the process (serve, bench) and topped
// up by rowid on each query; a one-shot CLI call builds it once. Switching `embedder` in a running
// server keeps the other model's index for when it is switched back.
const indexes = new WeakMap<Db, Map<string, SemanticIndex>>();

export async function semanticIndexFor(db: Db, embedder: Embedder): Promise<SemanticIndex> {
  let byModel = indexes.get(db);
  if (!byModel) indexes.set(db, (byModel = new Map()));
  let index = byModel.get(embedder.modelId);
  if (!index) byModel.set(embedder.modelId, (index = new SemanticIndex(db, embedder)));
  await index.refresh();
  return index;
}

function allowedIds(db: Db, filter: ClipFilter): Set<number> | undefined {
  if (!hasFilter(filter)) return undefined;
  const { clauses, params } = filterClauses(filter);
  return new Set(
    db
      .prepare(`SELECT c.id FROM clips c ${whereSql(clauses)}`)
      .pluck()
      .all(...params) as number[],
  );
}

/** Scores every clip against the query vector; returns the best `limit` still present in the store. */
export function searchByVector(
  db: Db,
  index: SemanticIndex,
  query: Float32Array,
  options: { limit: number; filter?: ClipFilter; excludeId?: number },
): ScoredClip[] {
  const allowed = allowedIds(db, options.filter ?? {});
  const accept = (id: number) => id !== options.excludeId && (!allowed || allowed.has(id));
  const clips = new ClipsRepository(db);
  // A clip deleted since the index was built is forgotten and the search repeated, so results stay full.
  for (let attempt = 0; attempt < 5; attempt++) {
    const hits = index.search(query, options.limit, accept);
    const rows = new Map(clips.getMany(hits.map((h) => h.id)).map((r) => [r.id, r]));
    const missing = hits.filter((h) => !rows.has(h.id));
    if (missing.length === 0 || attempt === 4) {
      return hits.flatMap((h) => (rows.has(h.id) ? [{ clip: rows.get(h.id)!, score: h.score }] : []));
    }
    for (const hit of missing) index.forget(hit.id);
  }
  return [];
}

/** The query is embedded first, so a model that cannot run fails before any clip is embedded. */
export async function semanticSearch(
  db: Db,
  embedder: Embedder,
  text: string,
  options: { limit: number; filter?: ClipFilter },
): Promise<ScoredClip[]> {
  const query = embedder.sync ? embedder.embed(text, 'query') : await embedder.embed(text, 'query');
  return searchByVector(db, await semanticIndexFor(db, embedder), query, options);
}

/** Clips closest to clip `id`; null when there is no such clip. */
export async function relatedClips(
  db: Db,
  embedder: Embedder,
  id: number,
  options: { limit: number; filter?: ClipFilter },
): Promise<ScoredClip[] | null> {
  const index = await semanticIndexFor(db, embedder);
  const vector = index.vectorOf(id);
  if (!vector) return null;
  return searchByVector(db, index, vector, { ...options, excludeId: id });
}
