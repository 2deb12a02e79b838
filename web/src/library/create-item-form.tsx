import { useId, useState, type FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Success } from '../ui/status.js';
import type { ItemKind } from './item-actions.js';
import { editCachedLists } from './library-page.js';

const CreateTab = graphql(`
  mutation CreateTab($input: CreateTabInput!) {
    createTab(input: $input) {
      id
      ...SavedItemCard
    }
  }
`);
const CreateBookmark = graphql(`
  mutation CreateBookmark($input: CreateBookmarkInput!) {
    createBookmark(input: $input) {
      id
      ...SavedItemCard
    }
  }
`);

/** Puts a new item at the head of the live (not archived) list it belongs to. */
const prepend = (kind: ItemKind) => (cache: ApolloCache, id: number) =>
  editCachedLists(cache, kind, false, (items) => [
    { __ref: cache.identify({ __typename: kind === 'tab' ? 'Tab' : 'Bookmark', id })! },
    ...items,
  ]);

/** Saves a tab or a bookmark; page text is what Pro enrichment summarizes. */
export function CreateItemForm({ kind }: { kind: ItemKind }) {
  const fieldId = useId();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [folder, setFolder] = useState('');
  const [content, setContent] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  // The plan line's usage figures (LibraryOwner) count the new item.
  const [createTab, tabState] = useMutation(CreateTab, {
    refetchQueries: ['LibraryOwner'],
    update: (cache, { data }) => data && prepend('tab')(cache, data.createTab.id),
  });
  const [createBookmark, bookmarkState] = useMutation(CreateBookmark, {
    refetchQueries: ['LibraryOwner'],
    update: (cache, { data }) => data && prepend('bookmark')(cache, data.createBookmark.id),
  });
  const { loading, error } = kind === 'tab' ? tabState : bookmarkState;
  const noun = kind === 'tab' ? 'tab' : 'bookmark';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = { url, title: title || undefined, content: content || undefined };
    const result =
      kind === 'tab'
        ? await createTab({ variables: { input } }).catch(() => null)
        : await createBookmark({ variables: { input: { ...input, folder: folder || undefined } } }).catch(
            () => null,
          );
    if (!result?.data) return;
    setSaved(title || url);
    setUrl('');
    setTitle('');
    setFolder('');
    setContent('');
  };

  return (
    <form className="create-form" onSubmit={submit} aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Save a {noun}</h2>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${fieldId}-url`}>Address (URL)</label>
          <input
            id={`${fieldId}-url`}
            type="text"
            inputMode="url"
            placeholder="https://example.com/article"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor={`${fieldId}-title`}>Title (optional)</label>
          <input id={`${fieldId}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        {kind === 'bookmark' && (
          <div className="field">
            <label htmlFor={`${fieldId}-folder`}>Folder (optional)</label>
            <input id={`${fieldId}-folder`} value={folder} onChange={(e) => setFolder(e.target.value)} />
          </div>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${fieldId}-content`}>Page text (optional; on Pro it is summarized and tagged)</label>
        <textarea
          id={`${fieldId}-content`}
          rows={3}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      {error && <ErrorNotice error={error} />}
      {saved && <Success>Saved “{saved}”.</Success>}
      <button type="submit" className="primary" disabled={loading}>
        {loading ? 'Saving…' : `Save ${noun}`}
      </button>
    </form>
  );
}
