import { useId, useState, type FormEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';

const SearchLibrary = graphql(`
  query SearchLibrary($query: String!, $limit: Int!) {
    searchText(query: $query, type: BOTH, limit: $limit) {
      ...SearchHit
    }
  }
`);
const SearchLibraryByMeaning = graphql(`
  query SearchLibraryByMeaning($query: String!, $limit: Int!) {
    searchSemantic(query: $query, type: BOTH, limit: $limit) {
      ...SearchHit
    }
  }
`);
const SearchHitFragment = graphql(`
  fragment SearchHit on SearchResult {
    # Aliased: tab and bookmark ids overlap, so results must not be normalized by id.
    itemId: id
    type
    url
    title
    summary
    distance
  }
`);

type Mode = 'text' | 'meaning';
const MODES: Array<{ mode: Mode; label: string }> = [
  { mode: 'text', label: 'Words' },
  { mode: 'meaning', label: 'Meaning' },
];

/**
 * Search by the words of titles, page text and summaries, or (Pro) by meaning: the graph embeds the
 * query and answers the nearest saved items, so "space telescope" finds a page about JWST.
 */
export function SearchPanel({ pro }: { pro: boolean }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<Mode>('text');
  const [asked, setAsked] = useState('');
  const byWords = useLazyQuery(SearchLibrary, { fetchPolicy: 'network-only' });
  const byMeaning = useLazyQuery(SearchLibraryByMeaning, { fetchPolicy: 'network-only' });
  const run = (query: string) => {
    const variables = { query, limit: 20 };
    const ask = mode === 'text' ? byWords[0]({ variables }) : byMeaning[0]({ variables });
    void ask.catch(() => undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setAsked(text.trim());
    run(text.trim());
  };
  const state = mode === 'text' ? byWords[1] : byMeaning[1];
  const results = (mode === 'text' ? byWords[1].data?.searchText : byMeaning[1].data?.searchSemantic) ?? [];
  const locked = mode === 'meaning' && !pro;
  return (
    <section className="search" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Search</h2>
      <div className="segmented" role="group" aria-label="Search by">
        {MODES.map((option) => (
          <button
            key={option.mode}
            type="button"
            aria-pressed={mode === option.mode}
            onClick={() => setMode(option.mode)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <form role="search" onSubmit={submit} className="search-form">
        <label htmlFor={`${fieldId}-q`} className="visually-hidden">
          {mode === 'text' ? 'Search your tabs and bookmarks' : 'Search your tabs and bookmarks by meaning'}
        </label>
        <input
          id={`${fieldId}-q`}
          type="search"
          placeholder={
            mode === 'text' ? 'Search titles, page text and summaries' : 'Describe what you look for'
          }
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={locked}
        />
        <button type="submit" disabled={locked}>
          Search
        </button>
      </form>
      {locked && <p className="hint">Search by meaning comes with Pro.</p>}
      {!locked && state.loading && <Loading label="Searching…" />}
      {!locked && state.error && <ErrorNotice error={state.error} onRetry={() => run(asked)} />}
      {!locked && state.called && !state.loading && !state.error && results.length === 0 && (
        <Empty title={`Nothing matches “${asked}”.`}>
          <p>{mode === 'text' ? 'Try another word, or fewer words.' : 'Try describing it another way.'}</p>
        </Empty>
      )}
      {!locked && results.length > 0 && (
        <ul className="search-results" aria-label="Search results">
          {results.map((result, index) => (
            <SearchHitItem key={index} hit={result} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One result; tab and bookmark ids overlap, so the list keys them by position. */
function SearchHitItem(props: { hit: FragmentType<typeof SearchHitFragment> }) {
  const hit = getFragmentData(SearchHitFragment, props.hit);
  return (
    <li>
      <span className="badge">{hit.type === 'TAB' ? 'Tab' : 'Bookmark'}</span>{' '}
      <a href={hit.url} target="_blank" rel="noopener noreferrer">
        {hit.title || hit.url}
      </a>
      {hit.distance != null && (
        <span className="hint"> · {Math.round((1 - hit.distance / 2) * 100)}% close</span>
      )}
      {hit.summary && <p className="item-summary">{hit.summary}</p>}
    </li>
  );
}
