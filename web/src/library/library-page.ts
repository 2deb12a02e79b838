import { useState } from 'react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import type { ItemKind } from './item-actions.js';

export const PAGE_SIZE = 20;

const LibraryTabs = graphql(`
  query LibraryTabs($limit: Int!, $cursor: String, $archived: Boolean!) {
    tabPage(limit: $limit, cursor: $cursor, archived: $archived) {
      items {
        id
        ...SavedItemCard
      }
      nextCursor
      hasMore
    }
  }
`);
const LibraryBookmarks = graphql(`
  query LibraryBookmarks($limit: Int!, $cursor: String, $archived: Boolean!) {
    bookmarkPage(limit: $limit, cursor: $cursor, archived: $archived) {
      items {
        id
        ...SavedItemCard
      }
      nextCursor
      hasMore
    }
  }
`);

/** A cached page object of tabPage or bookmarkPage, its items kept as references. */
interface CachedPage {
  items: Reference[];
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * Changes the items of every cached live (`archived: false`) or archived list of a kind: a new item
 * goes to the head of the live one, an archived one leaves it.
 */
export function editCachedLists(
  cache: ApolloCache,
  kind: ItemKind,
  archived: boolean,
  edit: (items: Reference[], readField: (name: string, ref: Reference) => unknown) => Reference[],
) {
  cache.modify({
    fields: {
      [kind === 'tab' ? 'tabPage' : 'bookmarkPage']: (existing, { readField, storeFieldName }) => {
        const page = existing as CachedPage | undefined;
        if (!page?.items || !storeFieldName.includes(`"archived":${archived}`)) return existing;
        return { ...page, items: edit(page.items, (name, ref) => readField(name, ref)) };
      },
    },
  });
}

/**
 * The tabs or the bookmarks, a page at a time by keyset: "Show more" asks for the page after the
 * last cursor and appends it, so items saved or removed meanwhile neither repeat nor go missing.
 */
export function useLibraryPage(kind: ItemKind, archived: boolean) {
  const variables = { limit: PAGE_SIZE, archived };
  const options = { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;
  const tabs = useQuery(LibraryTabs, { ...options, skip: kind !== 'tab' });
  const bookmarks = useQuery(LibraryBookmarks, { ...options, skip: kind !== 'bookmark' });
  const [moreError, setMoreError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = kind === 'tab' ? tabs.data?.tabPage : bookmarks.data?.bookmarkPage;
  const items = page?.items ?? [];
  const state = kind === 'tab' ? tabs : bookmarks;

  const showMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    const more = { variables: { cursor: page.nextCursor } };
    try {
      if (kind === 'tab')
        await tabs.fetchMore({
          ...more,
          updateQuery: (held, { fetchMoreResult }) => ({
            tabPage: {
              ...fetchMoreResult.tabPage,
              items: [...held.tabPage.items, ...fetchMoreResult.tabPage.items],
            },
          }),
        });
      else
        await bookmarks.fetchMore({
          ...more,
          updateQuery: (held, { fetchMoreResult }) => ({
            bookmarkPage: {
              ...fetchMoreResult.bookmarkPage,
              items: [...held.bookmarkPage.items, ...fetchMoreResult.bookmarkPage.items],
            },
          }),
        });
    } catch (error) {
      setMoreError(error);
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    items,
    loading: state.loading && items.length === 0,
    error: state.error,
    refetch: () => void state.refetch().catch(() => undefined),
    hasMore: Boolean(page?.hasMore && page.nextCursor),
    showMore,
    loadingMore,
    moreError,
  };
}
