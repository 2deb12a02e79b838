import { useId, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';

const PendingSuggestions = graphql(`
  query PendingSuggestions {
    suggestions(status: PENDING, limit: 20) {
      id
      type
      reason
      confidence
      status
      items {
        id
        type
      }
    }
  }
`);
const SuggestedTab = graphql(`
  query SuggestedTab($id: Int!) {
    tab(id: $id) {
      id
      title
      url
    }
  }
`);
const SuggestedBookmark = graphql(`
  query SuggestedBookmark($id: Int!) {
    bookmark(id: $id) {
      id
      title
      url
    }
  }
`);
const GenerateSuggestions = graphql(`
  mutation GenerateSuggestions {
    generateSuggestions {
      jobId
    }
  }
`);
const AcceptSuggestion = graphql(`
  mutation AcceptSuggestion($id: Int!) {
    acceptSuggestion(id: $id) {
      id
      status
    }
  }
`);
const DismissSuggestion = graphql(`
  mutation DismissSuggestion($id: Int!) {
    rejectSuggestion(id: $id) {
      id
      status
    }
  }
`);

const KIND = { DUPLICATE: 'Duplicate', STALE: 'Not opened lately', RELATED: 'Related' } as const;
/** How long "Look for suggestions" keeps asking for the generation job's result. */
const LOOK_FOR_MS = 20_000;

/**
 * Pro: duplicates, stale tabs and related items the analysis found. Accepting acts on the items
 * (duplicates and stale tabs are archived), so the lists are read again afterwards.
 */
export function SuggestionsPanel() {
  const headingId = useId();
  const client = useApolloClient();
  const list = useQuery(PendingSuggestions, { fetchPolicy: 'cache-and-network' });
  const [generate, generating] = useMutation(GenerateSuggestions);
  const [accept] = useMutation(AcceptSuggestion);
  const [dismiss] = useMutation(DismissSuggestion);
  const [looking, setLooking] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const suggestions = list.data?.suggestions.filter((s) => s.status === 'PENDING') ?? [];

  const lookFor = async () => {
    setActionError(null);
    try {
      await generate();
      // The job runs in the background: poll a while, as a person would press refresh.
      setLooking(true);
      list.startPolling(1000);
      setTimeout(() => {
        list.stopPolling();
        setLooking(false);
      }, LOOK_FOR_MS);
    } catch (error) {
      setActionError(error);
    }
  };
  const resolve = async (id: number, how: 'accept' | 'dismiss') => {
    setBusy(id);
    setActionError(null);
    try {
      await (how === 'accept' ? accept({ variables: { id } }) : dismiss({ variables: { id } }));
      if (how === 'accept') {
        client.cache.evict({ fieldName: 'tabPage' });
        client.cache.evict({ fieldName: 'bookmarkPage' });
        client.cache.gc();
      }
    } catch (error) {
      setActionError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="search" aria-labelledby={headingId}>
      <h2 id={headingId}>Suggestions</h2>
      <button type="button" onClick={() => void lookFor()} disabled={generating.loading || looking}>
        {looking ? 'Looking…' : 'Look for suggestions'}
      </button>
      {looking && <Loading label="Looking for duplicates, stale tabs and related items…" />}
      {actionError ? <ErrorNotice error={actionError} /> : null}
      {list.loading && !list.data && <Loading label="Loading suggestions…" />}
      {list.error && !list.data && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && suggestions.length === 0 && !looking && (
        <Empty title="No suggestions right now.">
          <p>Look for some after saving more tabs and bookmarks.</p>
        </Empty>
      )}
      {suggestions.length > 0 && (
        <ul className="search-results" aria-label="Suggestions">
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <span className="badge">{KIND[suggestion.type]}</span>{' '}
              <span className="hint">{Math.round(suggestion.confidence * 100)}% sure</span>
              <p>{suggestion.reason}</p>
              <ul className="suggested-items" aria-label="Items" style={{ overflowWrap: 'anywhere' }}>
                {suggestion.items.map((item) => (
                  <SuggestedItemName key={`${item.type}-${item.id}`} id={item.id} type={item.type} />
                ))}
              </ul>
              <div className="item-actions">
                <button
                  type="button"
                  disabled={busy === suggestion.id}
                  onClick={() => void resolve(suggestion.id, 'accept')}
                >
                  Accept
                </button>{' '}
                <button
                  type="button"
                  disabled={busy === suggestion.id}
                  onClick={() => void resolve(suggestion.id, 'dismiss')}
                >
                  Dismiss
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The title (or address) of an item a suggestion names; the card list may not hold it yet. */
function SuggestedItemName({ id, type }: { id: number; type: 'TAB' | 'BOOKMARK' }) {
  const tab = useQuery(SuggestedTab, { variables: { id }, skip: type !== 'TAB' });
  const bookmark = useQuery(SuggestedBookmark, { variables: { id }, skip: type !== 'BOOKMARK' });
  const item = type === 'TAB' ? tab.data?.tab : bookmark.data?.bookmark;
  const failed = type === 'TAB' ? tab.error : bookmark.error;
  const kind = type === 'TAB' ? 'Tab' : 'Bookmark';
  return (
    <li>
      {kind}: {item ? `${item.title || item.url} (${item.url})` : failed ? 'no longer saved' : '…'}
    </li>
  );
}
