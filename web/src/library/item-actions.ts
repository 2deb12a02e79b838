import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { editCachedLists } from './library-page.js';

export type ItemKind = 'tab' | 'bookmark';

const ArchiveTab = graphql(`
  mutation ArchiveTab($id: Int!) {
    archiveTab(id: $id) {
      jobId
    }
  }
`);
const ArchiveBookmark = graphql(`
  mutation ArchiveBookmark($id: Int!) {
    archiveBookmark(id: $id) {
      jobId
    }
  }
`);
const DeleteTab = graphql(`
  mutation DeleteTab($id: Int!) {
    deleteTab(id: $id) {
      message
    }
  }
`);
const DeleteBookmark = graphql(`
  mutation DeleteBookmark($id: Int!) {
    deleteBookmark(id: $id) {
      message
    }
  }
`);

const typename = (kind: ItemKind) => (kind === 'tab' ? 'Tab' : 'Bookmark');

/**
 * Archive and delete of one item. Both take it out of the live list in the cache at once; the
 * archived list is read from the network when it is opened (cache-and-network).
 */
export function useItemActions(kind: ItemKind, id: number) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (mutate: () => Promise<unknown>, after: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await mutate();
      after();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const entity = client.cache.identify({ __typename: typename(kind), id });
  return {
    busy,
    error,
    archive: () =>
      run(
        () => client.mutate({ mutation: kind === 'tab' ? ArchiveTab : ArchiveBookmark, variables: { id } }),
        () => {
          client.cache.modify({ id: entity, fields: { isArchived: () => true } });
          editCachedLists(client.cache, kind, false, (items, readField) =>
            items.filter((ref) => readField('id', ref) !== id),
          );
        },
      ),
    remove: () =>
      run(
        () =>
          client.mutate({
            mutation: kind === 'tab' ? DeleteTab : DeleteBookmark,
            variables: { id },
            refetchQueries: ['LibraryOwner'],
          }),
        () => {
          client.cache.evict({ id: entity });
          client.cache.gc();
        },
      ),
  };
}
