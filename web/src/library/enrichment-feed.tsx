import { useState } from 'react';
import { useSubscription } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';

const ItemEnriched = graphql(`
  subscription LibraryItemEnriched {
    itemEnriched {
      itemId
      itemType
      summary
      category
      tags
      entities
    }
  }
`);

/**
 * Enrichment results as they are stored (Pro items saved with page text): written into the cached
 * item, so its card shows the summary at once, and announced politely to screen readers.
 */
export function EnrichmentFeed() {
  const [latest, setLatest] = useState<string | null>(null);
  const { error } = useSubscription(ItemEnriched, {
    onData: ({ client, data }) => {
      const event = data.data?.itemEnriched;
      if (!event) return;
      const id = client.cache.identify({
        __typename: event.itemType === 'TAB' ? 'Tab' : 'Bookmark',
        id: event.itemId,
      });
      client.cache.modify({
        id,
        fields: {
          summary: () => event.summary,
          category: () => event.category,
          tags: () => event.tags,
          entities: () => event.entities,
        },
      });
      setLatest(`Summary ready (${event.category}): ${event.tags.slice(0, 3).join(', ')}`);
    },
  });
  return (
    <p className="live-feed" role="status" aria-live="polite">
      {error ? 'Live updates are paused; reload the page to resume them.' : latest}
    </p>
  );
}
