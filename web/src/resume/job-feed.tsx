import { useState } from 'react';
import { useSubscription } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice } from '../ui/status.js';
import type { JobFoundSubscription } from '../__generated__/graphql.js';
import type { ChosenJob } from './job-fit.js';

const JobFound = graphql(`
  subscription JobFound($profileId: ID!) {
    jobFound(profileId: $profileId) {
      id
      title
      company
      location
      url
    }
  }
`);

type FoundJob = JobFoundSubscription['jobFound'];

/** Jobs indexed while the page is open that match the profile, newest first, as they arrive. */
export function JobFeed({ profileId, onChoose }: { profileId: string; onChoose: (job: ChosenJob) => void }) {
  const [found, setFound] = useState<FoundJob[]>([]);
  const { error } = useSubscription(JobFound, {
    variables: { profileId },
    onData: ({ data }) => {
      const job = data.data?.jobFound;
      if (job) setFound((seen) => [job, ...seen.filter((other) => other.id !== job.id)].slice(0, 20));
    },
  });
  return (
    <>
      <h3>New while you watch</h3>
      {error && <ErrorNotice error={error} />}
      <div aria-live="polite" data-testid="job-feed">
        {found.length === 0 ? (
          <p className="hint">Matching jobs indexed from now on appear here.</p>
        ) : (
          <ul className="entries" aria-label="New matching jobs">
            {found.map((job) => (
              <JobEntry key={job.id} job={job} onChoose={onChoose} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** A job with its link and the way into its fit for the profile. */
export function JobEntry({
  job,
  details,
  onChoose,
}: {
  job: FoundJob;
  details?: string;
  onChoose: (job: ChosenJob) => void;
}) {
  return (
    <li>
      <p className="entry-title">
        <a href={job.url} rel="noreferrer" target="_blank">
          {job.title}
        </a>
        {job.company && <span className="muted"> · {job.company}</span>}
      </p>
      {details && <p className="hint">{details}</p>}
      <button type="button" onClick={() => onChoose(job)} aria-label={`Check fit for ${job.title}`}>
        Check fit
      </button>
    </li>
  );
}
