import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';
import { CreateItemForm } from './create-item-form.js';
import { EnrichmentFeed } from './enrichment-feed.js';
import { ItemCard } from './item-card.js';
import type { ItemKind } from './item-actions.js';
import { useLibraryPage } from './library-page.js';
import { ArchivesPanel } from './archives-panel.js';
import { ProUpgrade } from './pro-upgrade.js';
import { SearchPanel } from './search-panel.js';
import { SuggestionsPanel } from './suggestions-panel.js';

const LibraryOwner = graphql(`
  query LibraryOwner {
    me {
      id
      planTier
      plan {
        upgrade {
          priceDisplay
        }
      }
      libraryUsage {
        tabs
        bookmarks
      }
    }
  }
`);

const KINDS: Array<{ kind: ItemKind; label: string }> = [
  { kind: 'tab', label: 'Tabs' },
  { kind: 'bookmark', label: 'Bookmarks' },
];

/**
 * The tab and bookmark library: save, list page by page, edit, archive, delete, search by words or
 * meaning, suggestions, page archives, live enrichment and the way to Pro.
 */
export function LibraryScreen() {
  const [kind, setKind] = useState<ItemKind>('tab');
  const [archived, setArchived] = useState(false);
  const owner = useQuery(LibraryOwner);
  const page = useLibraryPage(kind, archived);
  const noun = kind === 'tab' ? 'tabs' : 'bookmarks';
  const pro = owner.data?.me.planTier === 'PRO';

  return (
    <div className="library">
      <div className="screen-heading">
        <h1>Your library</h1>
        {owner.data && (
          <p className="plan">
            <span className={`badge ${pro ? 'pro' : ''}`}>{pro ? 'Pro' : 'Free'}</span>{' '}
            {owner.data.me.libraryUsage.tabs} tabs · {owner.data.me.libraryUsage.bookmarks} bookmarks
            {!pro && (
              <span className="hint">
                {' '}
                · Summaries, tags, suggestions and search by meaning come with Pro.
              </span>
            )}
          </p>
        )}
        {owner.data && !pro && (
          <ProUpgrade
            price={owner.data.me.plan.upgrade.priceDisplay}
            onAlreadyPro={() => void owner.refetch().catch(() => undefined)}
          />
        )}
      </div>
      <EnrichmentFeed />
      <div className="library-grid">
        <div className="library-main">
          <div className="toolbar">
            <div className="segmented" role="group" aria-label="What to show">
              {KINDS.map((option) => (
                <button
                  key={option.kind}
                  type="button"
                  aria-pressed={kind === option.kind}
                  onClick={() => setKind(option.kind)}
                >
                  {option.label}
                </button>
              ))}
            </div>
            <label className="check">
              <input type="checkbox" checked={archived} onChange={(e) => setArchived(e.target.checked)} />
              Archived only
            </label>
          </div>
          {!archived && <CreateItemForm kind={kind} />}
          <section aria-labelledby="list-heading">
            <h2 id="list-heading">{archived ? `Archived ${noun}` : kind === 'tab' ? 'Tabs' : 'Bookmarks'}</h2>
            {page.loading && <Loading label={`Loading your ${noun}…`} />}
            {page.error && page.items.length === 0 && (
              <ErrorNotice error={page.error} onRetry={page.refetch} />
            )}
            {!page.loading && !page.error && page.items.length === 0 && (
              <Empty title={archived ? `No archived ${noun}.` : `No ${noun} yet.`}>
                <p>
                  {archived ? `${noun} you archive appear here.` : `Save your first one with the form above.`}
                </p>
              </Empty>
            )}
            {page.items.length > 0 && (
              <ul className="items" aria-label={noun}>
                {page.items.map((item) => (
                  <ItemCard key={item.id} item={item} kind={kind} />
                ))}
              </ul>
            )}
            {page.moreError ? <ErrorNotice error={page.moreError} onRetry={page.showMore} /> : null}
            {page.hasMore && (
              <button type="button" className="more" onClick={page.showMore} disabled={page.loadingMore}>
                {page.loadingMore ? 'Loading…' : `Show more ${noun}`}
              </button>
            )}
          </section>
        </div>
        <aside className="library-side" style={{ display: 'grid', gap: '1rem', alignContent: 'start' }}>
          <SearchPanel pro={pro} />
          {pro && <SuggestionsPanel />}
          <ArchivesPanel />
        </aside>
      </div>
    </div>
  );
}
