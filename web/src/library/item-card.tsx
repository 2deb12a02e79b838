import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../__generated__/index.js';
import { ErrorNotice } from '../ui/status.js';
import { EditItemForm } from './edit-item-form.js';
import { useItemActions, type ItemKind } from './item-actions.js';

export const SavedItemCardFragment = graphql(`
  fragment SavedItemCard on SavedItem {
    __typename
    id
    url
    title
    summary
    category
    tags
    isArchived
    createdAt
    ... on Bookmark {
      folder
    }
  }
`);

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One saved tab or bookmark: what enrichment found, and what the person can do with it. */
export function ItemCard(props: { item: FragmentType<typeof SavedItemCardFragment>; kind: ItemKind }) {
  const item = getFragmentData(SavedItemCardFragment, props.item);
  const [editing, setEditing] = useState(false);
  const actions = useItemActions(props.kind, item.id);
  const folder = item.__typename === 'Bookmark' ? item.folder : null;
  const headingId = `item-${props.kind}-${item.id}`;
  return (
    <li className="item" aria-labelledby={headingId}>
      <div className="item-main">
        <h3 id={headingId} className="item-title">
          <a href={item.url} target="_blank" rel="noopener noreferrer">
            {item.title || item.url}
          </a>
        </h3>
        <p className="item-url">{item.url}</p>
        {item.summary ? <p className="item-summary">{item.summary}</p> : null}
        <p className="item-meta">
          {item.category && <span className="badge">{item.category}</span>}
          {folder && <span className="badge folder">Folder: {folder}</span>}
          {item.tags.map((tag) => (
            <span key={tag} className="tag">
              #{tag}
            </span>
          ))}
          <span className="date">Saved {dateFormat.format(new Date(item.createdAt))}</span>
        </p>
      </div>
      {editing ? (
        <EditItemForm
          kind={props.kind}
          id={item.id}
          initial={{ title: item.title, tags: item.tags, folder }}
          onDone={() => setEditing(false)}
        />
      ) : (
        <div className="item-actions">
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${item.title || item.url}`}
          >
            Edit
          </button>
          {!item.isArchived && (
            <button
              type="button"
              onClick={actions.archive}
              disabled={actions.busy}
              aria-label={`Archive ${item.title || item.url}`}
            >
              Archive
            </button>
          )}
          <button
            type="button"
            className="danger"
            onClick={() => {
              if (confirm(`Delete “${item.title || item.url}”? This cannot be undone.`)) actions.remove();
            }}
            disabled={actions.busy}
            aria-label={`Delete ${item.title || item.url}`}
          >
            Delete
          </button>
        </div>
      )}
      {actions.error ? <ErrorNotice error={actions.error} /> : null}
    </li>
  );
}
