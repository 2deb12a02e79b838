import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice } from '../ui/status.js';
import type { ItemKind } from './item-actions.js';

const UpdateTab = graphql(`
  mutation UpdateTab($id: Int!, $input: UpdateTabInput!) {
    updateTab(id: $id, input: $input) {
      id
      ...SavedItemCard
    }
  }
`);
const UpdateBookmark = graphql(`
  mutation UpdateBookmark($id: Int!, $input: UpdateBookmarkInput!) {
    updateBookmark(id: $id, input: $input) {
      id
      ...SavedItemCard
    }
  }
`);

const tagList = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Title, tags and (bookmarks) folder of one item; the cache updates the card from the answer. */
export function EditItemForm(props: {
  kind: ItemKind;
  id: number;
  initial: { title: string; tags: string[]; folder: string | null | undefined };
  onDone: () => void;
}) {
  const fieldId = useId();
  const [title, setTitle] = useState(props.initial.title);
  const [tags, setTags] = useState(props.initial.tags.join(', '));
  const [folder, setFolder] = useState(props.initial.folder ?? '');
  const [updateTab, tabState] = useMutation(UpdateTab);
  const [updateBookmark, bookmarkState] = useMutation(UpdateBookmark);
  const { loading, error } = props.kind === 'tab' ? tabState : bookmarkState;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const common = { title, tags: tagList(tags) };
    const saved =
      props.kind === 'tab'
        ? await updateTab({ variables: { id: props.id, input: common } }).catch(() => null)
        : await updateBookmark({ variables: { id: props.id, input: { ...common, folder } } }).catch(
            () => null,
          );
    if (saved && !saved.error) props.onDone();
  };

  return (
    <form className="edit-form" onSubmit={submit}>
      <label htmlFor={`${fieldId}-title`}>Title</label>
      <input id={`${fieldId}-title`} value={title} onChange={(e) => setTitle(e.target.value)} required />
      <label htmlFor={`${fieldId}-tags`}>Tags (comma-separated)</label>
      <input id={`${fieldId}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} />
      {props.kind === 'bookmark' && (
        <>
          <label htmlFor={`${fieldId}-folder`}>Folder</label>
          <input id={`${fieldId}-folder`} value={folder} onChange={(e) => setFolder(e.target.value)} />
        </>
      )}
      {error && <ErrorNotice error={error} />}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={loading}>
          {loading ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" onClick={props.onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
