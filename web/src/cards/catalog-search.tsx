import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';
import { CardRow } from './card-row.js';
import { useShowMore } from './show-more.js';

const SearchCards = graphql(`
  query SearchCards($q: String, $cursor: String, $limit: Int!) {
    searchCards(q: $q, cursor: $cursor, limit: $limit) {
      items {
        id
        ...CardRow
      }
      nextCursor
      hasMore
    }
  }
`);

const PAGE = 20;

/** The catalog by name or ticker, a page at a time; the query lives in the address (?q=) to share or go back to. */
export function CatalogSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const result = useQuery(SearchCards, {
    variables: { q: q || null, limit: PAGE },
    notifyOnNetworkStatusChange: true,
  });
  const page = result.data?.searchCards;
  const more = useShowMore(page, (cursor) => result.fetchMore({ variables: { cursor } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <section aria-labelledby="catalog-heading">
      <h2 id="catalog-heading">Catalog</h2>
      <form role="search" className="search-form" onSubmit={submit}>
        <label htmlFor="catalog-q">Card name or ticker</label>
        <div className="field-row">
          <input id="catalog-q" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" className="primary">
            Search cards
          </button>
        </div>
      </form>
      {result.loading && !page && <Loading label="Searching the catalog…" />}
      {result.error && !page && <ErrorNotice error={result.error} onRetry={() => void result.refetch()} />}
      {page && page.items.length === 0 && (
        <Empty title={q ? `No card matches “${q}”.` : 'The catalog is empty.'}>
          <p>Try part of the name, or the start of the ticker.</p>
        </Empty>
      )}
      {page && page.items.length > 0 && (
        <ul className="items" aria-label="Cards found">
          {page.items.map((card) => (
            <CardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
      {more.error ? <ErrorNotice error={more.error} onRetry={more.showMore} /> : null}
      {page?.hasMore && (
        <button type="button" className="more" onClick={more.showMore} disabled={more.loading}>
          {more.loading ? 'Loading…' : 'Show more cards'}
        </button>
      )}
    </section>
  );
}
