import { useState } from 'react';

/** "Show more" over a cursor page: the next page after `nextCursor`, its failure kept to show. */
export function useShowMore(
  page: { nextCursor?: string | null; hasMore: boolean } | undefined,
  fetchMore: (cursor: string) => Promise<unknown>,
) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const showMore = () => {
    if (!page?.nextCursor) return;
    setLoading(true);
    setError(null);
    fetchMore(page.nextCursor)
      .catch((failure: unknown) => setError(failure))
      .finally(() => setLoading(false));
  };
  return { showMore, loading, error };
}

/**
 * A list the graph returns whole (the watchlist, analytics' positions, a district's contracts) shown
 * `size` at a time, so a long one stays readable and keyboard-short.
 */
export function useClientPage<T>(items: readonly T[], size: number) {
  const [count, setCount] = useState(size);
  return {
    shown: items.slice(0, count),
    hasMore: items.length > count,
    showMore: () => setCount(count + size),
  };
}
