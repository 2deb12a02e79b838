import { useId, useState } from 'react';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { useSessionStore } from '../auth/session-context.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';

const PageArchives = graphql(`
  query PageArchives {
    archives(limit: 20) {
      id
      url
      createdAt
    }
  }
`);
const ArchivedPage = graphql(`
  query ArchivedPage($id: Int!) {
    archive(id: $id) {
      id
      url
      htmlContent
    }
  }
`);

type Download = 'screenshot' | 'pdf';

/**
 * The pages captured when items were archived. The copy is shown in a sandboxed frame without
 * scripts or the app's origin (a captured page is someone else's HTML); the screenshot and PDF are
 * fetched with the session's token, since a plain link cannot carry it.
 */
export function ArchivesPanel() {
  const headingId = useId();
  const session = useSessionStore();
  const list = useQuery(PageArchives, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [view, viewed] = useLazyQuery(ArchivedPage);
  const [showing, setShowing] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);

  const open = async (id: number, what: Download) => {
    setDownloadError(null);
    // Opened while the click is still a user gesture, so no popup blocker stands in the way.
    const tab = window.open('', '_blank');
    try {
      const token = await session.freshToken();
      const response = await fetch(`/api/archive/${id}/${what}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(`The archive could not be opened (${response.status}). Try again.`);
      const url = URL.createObjectURL(await response.blob());
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      setDownloadError(error);
    }
  };

  const archives = list.data?.archives ?? [];
  const shown = showing ? viewed.data?.archive : undefined;
  return (
    <section className="search" aria-labelledby={headingId}>
      <h2 id={headingId}>Page archives</h2>
      <button
        type="button"
        onClick={() => void list.refetch().catch(() => undefined)}
        disabled={list.loading}
      >
        {list.loading ? 'Checking…' : 'Check for new archives'}
      </button>
      {list.loading && !list.data && <Loading label="Loading page archives…" />}
      {list.error && (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch().catch(() => undefined)} />
      )}
      {downloadError ? <ErrorNotice error={downloadError} /> : null}
      {list.data && archives.length === 0 && (
        <Empty title="No archived pages yet.">
          <p>Archiving a tab or bookmark keeps a copy of its page here.</p>
        </Empty>
      )}
      {archives.length > 0 && (
        <ul className="search-results" aria-label="Archived pages">
          {archives.map((archive) => (
            <li key={archive.id}>
              <p className="item-url">{archive.url}</p>
              <p className="hint">Captured {new Date(archive.createdAt).toLocaleString()}</p>
              <button
                type="button"
                aria-label={`View the copy of ${archive.url}`}
                onClick={() => {
                  setShowing(true);
                  void view({ variables: { id: archive.id } }).catch(() => undefined);
                }}
              >
                View the copy
              </button>{' '}
              <button
                type="button"
                aria-label={`Screenshot of ${archive.url}`}
                onClick={() => void open(archive.id, 'screenshot')}
              >
                Screenshot
              </button>{' '}
              <button
                type="button"
                aria-label={`PDF of ${archive.url}`}
                onClick={() => void open(archive.id, 'pdf')}
              >
                PDF
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewed.loading && <Loading label="Opening the copy…" />}
      {viewed.error && <ErrorNotice error={viewed.error} />}
      {shown && (
        <button type="button" onClick={() => setShowing(false)}>
          Close the copy
        </button>
      )}
      {shown && (
        <iframe
          className="archive-frame"
          title={`Archived copy of ${shown.url}`}
          sandbox=""
          srcDoc={shown.htmlContent}
          style={{ width: '100%', height: '24rem', border: '1px solid var(--line)' }}
        />
      )}
    </section>
  );
}
