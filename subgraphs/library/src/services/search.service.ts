import type { DomainOrm } from '@platform/db';
import { BadInput } from '@platform/errors';

export type SearchScope = 'TABS' | 'BOOKMARKS' | 'BOTH';
export type ItemType = 'TAB' | 'BOOKMARK';

export interface SearchHit {
  id: number;
  url: string;
  title: string;
  summary: string | null;
  category: string | null;
  tags: string[];
  type: ItemType;
  /** Cosine distance for vector results; null for text search. */
  distance: number | null;
}

export const MAX_LIMIT = 100;
export const MAX_QUERY = 1000;
export const TABLES: Record<ItemType, string> = { TAB: '"library"."tab"', BOOKMARK: '"library"."bookmark"' };
export const COLUMNS = '"id", "url", "title", "summary", "category", "tags"';

export const typesOf = (scope: SearchScope): ItemType[] =>
  scope === 'TABS' ? ['TAB'] : scope === 'BOOKMARKS' ? ['BOOKMARK'] : ['TAB', 'BOOKMARK'];

/** A trimmed, non-empty query of at most MAX_QUERY characters. */
export function searchQuery(query: string): string {
  const text = query.trim();
  if (!text) throw new BadInput('query is required');
  if (text.length > MAX_QUERY) throw new BadInput(`query must be at most ${MAX_QUERY} characters`);
  return text;
}

export function searchLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new BadInput(`limit must be between 1 and ${MAX_LIMIT}`);
  return limit;
}

/** Which saved items a search covers: every one (null), or only live (false) or archived (true) ones. */
export type ArchivedFilter = boolean | null;

/** The filter as a condition to append to a where clause (a fixed text: no input reaches the SQL). */
export const archivedCondition = (archived: ArchivedFilter): string =>
  archived === null ? '' : archived ? ' and "is_archived" = true' : ' and "is_archived" = false';

/** LIKE wildcards in the user's text are matched literally ('!' is the escape character). */
const likePattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * Text search over every item the caller saved: an archived tab or bookmark is still theirs (the
 * weekly job archives old tabs by itself), so it stays findable unless `archived` narrows the search.
 * websearch_to_tsquery accepts any input
 * (quotes, operators, stray punctuation) without a syntax error, and every value is a parameter.
 */
export class SearchService {
  constructor(private readonly orm: DomainOrm) {}

  async text(
    userId: number,
    query: string,
    scope: SearchScope,
    limit: number,
    archived: ArchivedFilter = null,
  ): Promise<SearchHit[]> {
    const text = searchQuery(query);
    searchLimit(limit);
    const hits: SearchHit[] = [];
    for (const type of typesOf(scope))
      hits.push(...(await this.searchOne(type, userId, text, limit, archived)));
    return hits;
  }

  /**
   * Ranked full-text matches; when stemming finds nothing (partial words such as "kub", stop
   * words, URLs), a substring match on title and url so short queries still find something.
   */
  private async searchOne(
    type: ItemType,
    userId: number,
    text: string,
    limit: number,
    archived: ArchivedFilter,
  ): Promise<SearchHit[]> {
    const connection = this.orm.em.fork().getConnection();
    const ranked: Array<Record<string, unknown>> = await connection.execute(
      `select ${COLUMNS} from ${TABLES[type]}, websearch_to_tsquery('english', ?) as "q"
       where "user_id" = ?${archivedCondition(archived)} and "search_vector" @@ "q"
       order by ts_rank("search_vector", "q") desc, "id" desc limit ?`,
      [text, userId, limit],
    );
    const rows: Array<Record<string, unknown>> = ranked.length
      ? ranked
      : await connection.execute(
          `select ${COLUMNS} from ${TABLES[type]}
           where "user_id" = ?${archivedCondition(archived)} and ("title" ilike ? escape '!' or "url" ilike ? escape '!')
           order by "id" desc limit ?`,
          [userId, likePattern(text), likePattern(text), limit],
        );
    return rows.map((row) => toHit(row, type));
  }
}

/** A result row (COLUMNS, plus `distance` when the query computed one) as a search hit. */
export function toHit(row: Record<string, unknown>, type: ItemType): SearchHit {
  const tags = typeof row.tags === 'string' ? JSON.parse(row.tags) : row.tags;
  return {
    id: Number(row.id),
    url: String(row.url),
    title: String(row.title),
    summary: (row.summary as string | null) ?? null,
    category: (row.category as string | null) ?? null,
    tags: Array.isArray(tags) ? tags : [],
    type,
    distance: row.distance === undefined || row.distance === null ? null : Number(row.distance),
  };
}
