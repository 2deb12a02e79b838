import { BadInput } from '@platform/errors';

/** Field limits of saved items (the spec leaves them open; these keep one row and one request sane). */
export const LIMITS = {
  url: 2048,
  title: 1000,
  favicon: 2048,
  content: 1_000_000,
  folder: 255,
  category: 100,
  tags: 100,
  tag: 100,
  page: 1000,
  bulk: 1000,
} as const;

// Postgres text and jsonb cannot hold NUL; refusing it here turns a server error into a clear 400.
const hasNul = (value: string) => value.includes('\u0000');

/** A string field that may be absent or null (then null); otherwise at most `max` characters. */
export function optionalText(field: string, value: string | null | undefined, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (value.length > max) throw new BadInput(`${field} must be at most ${max} characters`);
  if (hasNul(value)) throw new BadInput(`${field} must not contain NUL characters`);
  return value;
}

/**
 * Any non-empty string up to 2048 characters: browsers save chrome://, about:, file:// and
 * extension pages as tabs, so insisting on http(s) would lose real tabs.
 */
export function requiredUrl(field: string, value: string | null | undefined): string {
  const url = optionalText(field, value, LIMITS.url)?.trim();
  if (!url) throw new BadInput(`${field} is required`);
  return url;
}

/** Title defaults to '' and can never be null (the record's title is a non-null string). */
export function title(field: string, value: string | null | undefined): string {
  return optionalText(field, value, LIMITS.title) ?? '';
}

export const folderOf = (value: string | null | undefined, field = 'folder') => optionalText(field, value, LIMITS.folder);

export function tags(field: string, value: string[] | null | undefined): string[] {
  if (value === null || value === undefined) throw new BadInput(`${field} cannot be null`);
  if (value.length > LIMITS.tags) throw new BadInput(`${field} may hold at most ${LIMITS.tags} tags`);
  value.forEach((tag, i) => optionalText(`${field}[${i}]`, tag, LIMITS.tag));
  return value;
}

/** Shared fields of a new tab or bookmark, validated; `prefix` names the item in bulk errors. */
export function newItemFields(
  input: { url: string; title?: string | null; favicon?: string | null; content?: string | null },
  prefix = '',
) {
  return {
    url: requiredUrl(`${prefix}url`, input.url),
    title: title(`${prefix}title`, input.title),
    favicon: optionalText(`${prefix}favicon`, input.favicon, LIMITS.favicon),
    content: optionalText(`${prefix}content`, input.content, LIMITS.content),
  };
}

/** Shared optional fields of an update: undefined means "leave as is"; title may not be null. */
export function changedItemFields(input: {
  title?: string | null;
  content?: string | null;
  tags?: string[] | null;
  category?: string | null;
}) {
  const changes: { title?: string; content?: string | null; tags?: string[]; category?: string | null } = {};
  if (input.title !== undefined) {
    if (input.title === null) throw new BadInput('title cannot be null');
    changes.title = title('title', input.title);
  }
  if (input.content !== undefined) changes.content = optionalText('content', input.content, LIMITS.content);
  if (input.tags !== undefined) changes.tags = tags('tags', input.tags);
  if (input.category !== undefined) changes.category = optionalText('category', input.category, LIMITS.category);
  return changes;
}

export function page(limit: number, offset: number) {
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMITS.page) throw new BadInput(`limit must be between 1 and ${LIMITS.page}`);
  if (!Number.isInteger(offset) || offset < 0) throw new BadInput('offset must be 0 or more');
  return { limit, offset };
}

/** A bulk batch holds 1 to 1000 items. */
export function bulkSize(field: string, items: unknown[]) {
  if (items.length < 1 || items.length > LIMITS.bulk) throw new BadInput(`${field} must hold between 1 and ${LIMITS.bulk} items`);
}
