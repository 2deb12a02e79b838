import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty } from '../ui/status.js';
import { formText, listOf } from './form-data.js';
import { JobEntry, JobFeed } from './job-feed.js';
import { JobFit, type ChosenJob } from './job-fit.js';
import { HunterError } from './quota.js';

const FindJobs = graphql(`
  mutation FindJobs($keywords: [String!]!, $location: String, $profileId: ID, $limit: Int!) {
    searchJobs(keywords: $keywords, location: $location, profileId: $profileId, limit: $limit) {
      jobs {
        id
        title
        company
        location
        salaryRange
        url
        postedAt
        skills
      }
    }
  }
`);

/**
 * Job offers matching keywords, ranked by their fit to this profile (each search counts against the
 * plan), the matching jobs indexed while the page is open, and the chosen job's fit.
 */
export function JobSearch({ profileId }: { profileId: string }) {
  const fieldId = useId();
  const [search, { data, loading, error, called }] = useMutation(FindJobs);
  const jobs = data?.searchJobs.jobs ?? [];
  const [chosen, setChosen] = useState<ChosenJob | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { keywords, location } = formText(event.currentTarget);
    void search({ variables: { keywords: listOf(keywords), location, profileId, limit: 20 } }).catch(
      () => null,
    );
  };

  return (
    <section className="card-box" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Jobs</h2>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${fieldId}-keywords`}>Keywords (comma-separated)</label>
          <input id={`${fieldId}-keywords`} name="keywords" required placeholder="typescript, backend" />
        </div>
        <div className="field">
          <label htmlFor={`${fieldId}-location`}>Location (optional)</label>
          <input id={`${fieldId}-location`} name="location" />
        </div>
        <button type="submit" disabled={loading}>
          {loading ? 'Searching…' : 'Search jobs'}
        </button>
      </form>
      {error && <HunterError error={error} />}
      {called && !loading && !error && jobs.length === 0 && (
        <Empty title="No offers match.">
          <p>Try fewer or broader keywords, or no location.</p>
        </Empty>
      )}
      {jobs.length > 0 && (
        <ul className="entries" aria-label="Jobs found">
          {jobs.map((job) => (
            <JobEntry
              key={job.id}
              job={job}
              onChoose={setChosen}
              details={[
                job.location,
                job.salaryRange,
                job.postedAt && new Date(job.postedAt).toLocaleDateString(),
                job.skills.join(', '),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </ul>
      )}
      <JobFeed profileId={profileId} onChoose={setChosen} />
      {chosen && <JobFit key={chosen.id} profileId={profileId} job={chosen} />}
    </section>
  );
}
