import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { ErrorNotice } from '../ui/status.js';

/** Deletes one entry of a profile (experience, skill, project), then reads the profile again. */
export function RemoveButton<TData>({
  document,
  profileId,
  id,
  label,
}: {
  document: TypedDocumentNode<TData, { profileId: string; id: string }>;
  profileId: string;
  id: string;
  label: string;
}) {
  const [remove, { loading, error }] = useMutation(document, { refetchQueries: ['ResumeProfile'] });
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-label={label}
        disabled={loading}
        onClick={() => void remove({ variables: { profileId, id } }).catch(() => null)}
      >
        {loading ? 'Removing…' : 'Remove'}
      </button>
      {error && <ErrorNotice error={error} />}
    </>
  );
}
