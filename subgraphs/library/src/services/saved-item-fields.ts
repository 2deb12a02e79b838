import { BadInput } from '@platform/errors';

// Each field's rules (lengths, counts, non-blank URLs, no NUL) are @constraint directives in
// library.graphql, checked before any resolver runs. What stays here is what a rule cannot say:
// defaults, trimming, and which fields may not be set to null.

/** A new tab's or bookmark's shared fields. */
export interface NewItemInput {
  url: string;
  title?: string | null;
  favicon?: string | null;
  content?: string | null;
}

/** The changes of an update; `folder` only for bookmarks. Undefined means "leave as is". */
export interface ItemChanges {
  title?: string | null;
  content?: string | null;
  tags?: string[] | null;
  category?: string | null;
  folder?: string | null;
}

/** Any non-blank URL, trimmed (browsers save chrome://, about: and file:// pages as tabs); the title '' when not given. */
export const newItemFields = (input: NewItemInput) => ({
  url: input.url.trim(),
  title: input.title ?? '',
  favicon: input.favicon ?? null,
  content: input.content ?? null,
});

/** The supplied fields only; a title or tags of null is refused (the record's title is a string, its tags a list). */
export function changedItemFields(input: ItemChanges): Partial<Record<keyof ItemChanges, unknown>> {
  for (const field of ['title', 'tags'] as const) {
    if (input[field] === null) throw new BadInput(`${field} cannot be null`);
  }
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
