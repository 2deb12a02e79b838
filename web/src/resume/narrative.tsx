import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../__generated__/index.js';
import { ErrorNotice } from '../ui/status.js';
import { formText, listOf } from './form-data.js';

const NarrativeProgress = graphql(`
  fragment NarrativeProgress on NarrativeTask {
    id
    status
    error
    blocks {
      blockId
      text
    }
  }
`);

const GenerateNarrative = graphql(`
  mutation GenerateNarrative($profileId: ID!, $input: NarrativeInput!) {
    generateNarrative(profileId: $profileId, input: $input) {
      id
      ...NarrativeProgress
    }
  }
`);

const NarrativeTaskStatus = graphql(`
  query NarrativeTaskStatus($id: ID!) {
    narrativeTask(id: $id) {
      id
      ...NarrativeProgress
    }
  }
`);

// The orchestrator's job carries no tabs user, so jobUpdated cannot follow it: a task still
// pending when the mutation answers is read again until it settles.
const POLL_MS = 1000;

const STATUS_TEXT: Record<string, string> = {
  pending: 'Queued: the narrative is being written…',
  completed: 'Narrative ready.',
  failed: 'The narrative could not be written.',
};

/** Writes the profile's narrative through the orchestrator and shows its status as it changes. */
export function Narrative({ profileId, maskId }: { profileId: string; maskId: string | null }) {
  const fieldId = useId();
  const [taskId, setTaskId] = useState<string | null>(null);
  const [generate, generating] = useMutation(GenerateNarrative);
  // Read only while the task is pending: the mutation's answer is enough for a settled one.
  const task = useQuery(NarrativeTaskStatus, {
    variables: { id: taskId ?? '' },
    skip: !taskId,
    fetchPolicy: 'network-only',
    pollInterval: POLL_MS,
  });
  const current = (taskId && task.data?.narrativeTask) || generating.data?.generateNarrative;
  const shown = current ? getFragmentData(NarrativeProgress, current) : null;
  const settled = shown !== null && shown.status !== 'pending';
  const { stopPolling } = task;
  useEffect(() => {
    if (settled) stopPolling();
  }, [settled, stopPolling]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { contexts, tone } = formText(event.currentTarget);
    setTaskId(null);
    const result = await generate({
      variables: {
        profileId,
        input: {
          contexts: listOf(contexts),
          settings: tone ? { tone } : undefined,
          maskId: maskId ?? undefined,
        },
      },
    }).catch(() => null);
    const answered = result?.data && getFragmentData(NarrativeProgress, result.data.generateNarrative);
    if (answered && answered.status === 'pending') setTaskId(answered.id);
  };

  const statusText = generating.loading
    ? 'Sent: waiting for the orchestrator…'
    : shown
      ? (STATUS_TEXT[shown.status] ?? `Status: ${shown.status}`)
      : '';

  return (
    <section className="card-box" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Narrative</h2>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${fieldId}-contexts`}>For (comma-separated contexts)</label>
          <input id={`${fieldId}-contexts`} name="contexts" placeholder="backend, leadership" />
        </div>
        <div className="field">
          <label htmlFor={`${fieldId}-tone`}>Tone</label>
          <select id={`${fieldId}-tone`} name="tone" defaultValue="">
            <option value="">The mask's own</option>
            <option value="professional">Professional</option>
            <option value="warm">Warm</option>
            <option value="concise">Concise</option>
          </select>
        </div>
        <button type="submit" className="primary" disabled={generating.loading}>
          {generating.loading ? 'Writing…' : 'Write narrative'}
        </button>
      </form>
      <p className="live-feed" role="status" data-testid="narrative-status">
        {statusText}
      </p>
      {generating.error && <ErrorNotice error={generating.error} />}
      {task.error && <ErrorNotice error={task.error} onRetry={() => void task.refetch()} />}
      {shown?.error && <p className="hint">{shown.error}</p>}
      {shown?.blocks && shown.blocks.length > 0 && (
        <ol className="narrative" aria-label="Narrative">
          {shown.blocks.map((block) => (
            <li key={block.blockId}>{block.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
