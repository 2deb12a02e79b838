import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import type { ItemKind } from './item-actions.js';

export const PAGE_SIZE = 20;

const LibraryTabs = graphql(`
  query LibraryTabs($limit: Int!, $offset: Int!, $archived: Boolean!) {
    tabs(limit: $limit, offset: $offset, archived: $archived) {
      id
      ...SavedItemCard
    }
  }
`);
const LibraryBookmarks = graphql(`
  query LibraryBookmarks($limit: Int!, $offset: Int!, $archived: Boolean!) {
    bookmarks(limit: $limit, offset: $offset, archived: $archived) {
      id
      ...SavedItemCard
    }
  }
`);

/**
 * The tabs or the bookmarks, a page at a time: "Show more" asks for the next page after the ones
 * held and the cache appends it (offsetPage in apollo-client.ts).
 */
export function useLibraryPage(kind: ItemKind, archived: boolean) {
  const variables = { limit: PAGE_SIZE, offset: 0, archived };
  const tabs = useQuery(LibraryTabs, {
    variables,
    skip: kind !== 'tab',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const bookmarks = useQuery(LibraryBookmarks, {
    variables,
    skip: kind !== 'bookmark',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // Which list (kind, archived) came back short last: nothing lies after it.
  const [ended, setEnded] = useState<Record<string, boolean>>({});
  const [moreError, setMoreError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const key = `${kind}:${archived}`;
  const items = (kind === 'tab' ? tabs.data?.tabs : bookmarks.data?.bookmarks) ?? [];
  const state = kind === 'tab' ? tabs : bookmarks;
  const firstPageShort = state.dataState === 'complete' && items.length < PAGE_SIZE;

  const showMore = async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      const more = { offset: items.length };
      const got =
        kind === 'tab'
          ? (await tabs.fetchMore({ variables: more })).data?.tabs
          : (await bookmarks.fetchMore({ variables: more })).data?.bookmarks;
      if ((got?.length ?? 0) < PAGE_SIZE) setEnded((all) => ({ ...all, [key]: true }));
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
    hasMore: !firstPageShort && !ended[key] && items.length > 0,
    showMore,
    loadingMore,
    moreError,
  };
}
