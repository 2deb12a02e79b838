import type { ClipFilter } from './clip.types.js';

export interface SqlFragment {
  clauses: string[];
  params: unknown[];
}

/**
 * WHERE clauses over `clips c`. Timestamps compare as text: every writer stores UTC ISO-8601, so text
 * order is time order and the created_at index stays usable (datetime() around the column would not).
 */
export function filterClauses(filter: ClipFilter): SqlFragment {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.app) {
    clauses.push('c.source_app = ? COLLATE NOCASE');
    params.push(filter.app);
  }
  if (filter.tag) {
    clauses.push(
      'c.id IN (SELECT ct.clip_id FROM clip_tags ct JOIN tags t ON t.id = ct.tag_id WHERE t.name = ? COLLATE NOCASE)',
    );
    params.push(filter.tag);
  }
  if (filter.pinsOnly) clauses.push('c.pinned = 1');
  if (filter.since) {
    clauses.push('c.created_at >= ?');
    params.push(filter.since);
  }
  if (filter.until) {
    clauses.push('c.created_at <= ?');
    params.push(filter.until);
  }
  return { clauses, params };
}

export function whereSql(clauses: string[]): string {
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

export function hasFilter(filter: ClipFilter): boolean {
  return Boolean(filter.app || filter.tag || filter.pinsOnly || filter.since || filter.until);
}
