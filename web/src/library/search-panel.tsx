import { useId, useState, type FormEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';

const SearchLibrary = graphql(`
  query SearchLibrary($query: String!, $limit: Int!) {
    searchText(query: $query, type: BOTH, limit: $limit) {
      id
      type
      url
      title
      summary
      category
    }
  }
`);

/** Full-text search over titles, page text and summaries of every saved item. */
export function SearchPanel() {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [search, { data, loading, error, called }] = useLazyQuery(SearchLibrary, {
    fetchPolicy: 'network-only',
  });
  const [asked, setAsked] = useState('');
  const run = (query: string) => void search({ variables: { query, limit: 20 } }).catch(() => undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setAsked(text.trim());
    run(text.trim());
  };
  const results = data?.searchText ?? [];
  return (
    <section className="search" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Search</h2>
      <form role="search" onSubmit={submit} className="search-form">
        <label htmlFor={`${fieldId}-q`} className="visually-hidden">
          Search your tabs and bookmarks
        </label>
        <input
          id={`${fieldId}-q`}
          type="search"
          placeholder="Search titles, page text and summaries"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit">Search</button>
      </form>
      {loading && <Loading label="Searching…" />}
      {error && <ErrorNotice error={error} onRetry={() => run(asked)} />}
      {called && !loading && !error && results.length === 0 && (
        <Empty title={`Nothing matches “${asked}”.`}>
          <p>Try another word, or fewer words.</p>
        </Empty>
      )}
      {results.length > 0 && (
        <ul className="search-results" aria-label="Search results">
          {results.map((result) => (
            <li key={`${result.type}-${result.id}`}>
              <span className="badge">{result.type === 'TAB' ? 'Tab' : 'Bookmark'}</span>{' '}
              <a href={result.url} target="_blank" rel="noopener noreferrer">
                {result.title || result.url}
              </a>
              {result.summary && <p className="item-summary">{result.summary}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
