import { toRecords, type ClipRecord } from '../cli/clip-records.js';
import { configuredEmbedder } from '../cli/commands/embedder-from-settings.js';
import { buildContext } from '../insights/context.js';
import { searchFulltext } from '../search/fulltext.js';
import { semanticSearch } from '../search/semantic.js';
import type { ClipFilter } from '../store/clip.types.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { Db } from '../store/database.js';

export interface ListParams {
  limit: number;
  app?: string;
  tag?: string;
  pinsOnly?: boolean;
  /** ISO-8601 bounds on created_at (the HTTP API's /recent). */
  since?: string;
  until?: string;
}

export interface ContextParams extends ListParams {
  /** Only clips from the last `hours` hours. */
  hours?: number;
}

export interface SearchParams {
  q: string;
  limit: number;
  mode: 'fulltext' | 'semantic';
  app?: string;
  tag?: string;
}

export interface SearchAnswer {
  items: ClipRecord[];
  mode: 'fulltext' | 'semantic';
  /** The FTS5 expression that ran (fulltext only): the input, or the input as one phrase. */
  query?: string;
  fallback?: boolean;
}

/** What the heartbeat and /health report. Field names are the earlier tool's. */
export interface Pulse {
  count: number;
  latest: string | null;
}

/**
 * Everything the bridge and the HTTP API's resolvers read, over one long-lived connection, built once per
 * server. No results are cached between calls: each statement starts a fresh read transaction, so a clip
 * `mfm watch` commits shows up in the next request.
 */
export class ClipQueries {
  private readonly clips: ClipsRepository;

  constructor(private readonly db: Db) {
    this.clips = new ClipsRepository(db);
  }

  recent(params: ListParams): ClipRecord[] {
    return toRecords(this.db, this.clips.list(filterOf(params), params.limit));
  }

  /** The context bundle of `mfm context` and the HTTP API: pinned clips first, then the newest, no repeats. */
  context(params: ContextParams): ClipRecord[] {
    return buildContext(this.db, params).items;
  }

  /** Semantic mode is async (an e5 model runs asynchronously); full text answers at once. */
  async search(params: SearchParams): Promise<SearchAnswer> {
    const filter = filterOf(params);
    if (params.mode === 'semantic') {
      const hits = await semanticSearch(this.db, configuredEmbedder(this.db), params.q, {
        limit: params.limit,
        filter,
      });
      const records = toRecords(
        this.db,
        hits.map((h) => h.clip),
        new Map(hits.map((h) => [h.clip.id, h.score])),
      );
      return { items: records, mode: 'semantic' };
    }
    const result = searchFulltext(this.db, params.q, filter, params.limit);
    return {
      items: toRecords(this.db, result.rows),
      mode: 'fulltext',
      query: result.query,
      fallback: result.fallback,
    };
  }

  get(id: number): ClipRecord | undefined {
    const row = this.clips.get(id);
    return row ? toRecords(this.db, [row])[0] : undefined;
  }

  pulse(): Pulse {
    // `latest` is the clip `recent` lists first (same order, the created_at index).
    const latest = this.clips.latest();
    return { count: this.clips.count(), latest: latest ? isoTimestamp(latest.created_at) : null };
  }
}

function filterOf(params: ClipFilter): ClipFilter {
  return {
    app: params.app,
    tag: params.tag,
    pinsOnly: params.pinsOnly,
    since: params.since,
    until: params.until,
  };
}

/**
 * A stored timestamp as ISO-8601 UTC. mfm writes that already; databases of the earlier tool may hold
 * `2024-05-01 10:22:00` (UTC without a zone), which is read as UTC rather than as local time.
 */
export function isoTimestamp(stored: string): string {
  const zoned = /(?:z|[+-]\d{2}:?\d{2})$/i.test(stored) ? stored : `${stored.replace(' ', 'T')}Z`;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? stored : date.toISOString();
}
