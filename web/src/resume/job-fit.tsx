import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useApolloClient, useLazyQuery, useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import type { JobFoundSubscription } from '../__generated__/graphql.js';
import { ErrorNotice, Loading } from '../ui/status.js';
import { formText } from './form-data.js';
import { HunterError } from './quota.js';

const JobGap = graphql(`
  query JobGap($profileId: ID!, $jobId: ID!) {
    profile(id: $profileId) {
      id
      jobGap(jobId: $jobId) {
        required
        present
        missing
        importance
        atsScore
      }
    }
  }
`);

const TailorToJob = graphql(`
  query TailorToJob($profileId: ID!, $jobId: ID!) {
    profile(id: $profileId) {
      id
      tailoring(jobId: $jobId) {
        maskId
        maskName
        highlightedExperiences
        tailoringSummary
      }
    }
  }
`);

const WriteCoverLetter = graphql(`
  query WriteCoverLetter($profileId: ID!, $jobId: ID!, $tone: String) {
    profile(id: $profileId) {
      id
      coverLetter(jobId: $jobId, tone: $tone) {
        text
        wordCount
        tone
      }
    }
  }
`);

/** The job a fit is read for: what both job lists (search results and jobs found live) carry of it. */
export type ChosenJob = Pick<JobFoundSubscription['jobFound'], 'id' | 'title' | 'company'>;

const skillList = (skills: string[]) => (skills.length ? skills.join(', ') : 'none');

/** One job against the profile: its skill gap, then a tailoring and a cover letter, each counted by the plan. */
export function JobFit({ profileId, job }: { profileId: string; job: ChosenJob }) {
  const fieldId = useId();
  const box = useRef<HTMLElement>(null);
  // Choosing a job moves focus to its fit, so keyboard and screen-reader users land on what appeared.
  useEffect(() => box.current?.focus(), []);
  const client = useApolloClient();
  const variables = { profileId, jobId: job.id };
  const gap = useQuery(JobGap, { variables });
  // Tailoring and letters spend quota: asked only when the person asks, never from the cache.
  const [tailor, tailoring] = useLazyQuery(TailorToJob, { fetchPolicy: 'network-only' });
  const [write, letter] = useLazyQuery(WriteCoverLetter, { fetchPolicy: 'network-only' });
  const quotaChanged = () => void client.refetchQueries({ include: ['HunterQuota'] });

  const askTailoring = () =>
    void tailor({ variables })
      .catch(() => null)
      .finally(quotaChanged);
  const askLetter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { tone } = formText(event.currentTarget);
    void write({ variables: { ...variables, tone } })
      .catch(() => null)
      .finally(quotaChanged);
  };
  const analysis = gap.data?.profile?.jobGap;
  const tailored = tailoring.data?.profile?.tailoring;
  const written = letter.data?.profile?.coverLetter;

  return (
    <section ref={box} className="card-box job-fit" aria-labelledby={`${fieldId}-heading`} tabIndex={-1}>
      <h2 id={`${fieldId}-heading`}>
        Fit for {job.title}
        {job.company && <span className="muted"> · {job.company}</span>}
      </h2>
      <h3>Gap analysis</h3>
      {gap.loading && <Loading label="Comparing the profile with the job…" />}
      {gap.error && <ErrorNotice error={gap.error} onRetry={() => void gap.refetch()} />}
      {analysis && (
        <dl className="gap" aria-label="Gap analysis">
          <dt>ATS match</dt>
          <dd>{analysis.atsScore}%</dd>
          <dt>Gap</dt>
          <dd>{analysis.importance}</dd>
          <dt>Required</dt>
          <dd>{skillList(analysis.required)}</dd>
          <dt>You have</dt>
          <dd>{skillList(analysis.present)}</dd>
          <dt>Missing</dt>
          <dd>{skillList(analysis.missing)}</dd>
        </dl>
      )}
      <h3>Tailoring</h3>
      <button type="button" onClick={askTailoring} disabled={tailoring.loading}>
        {tailoring.loading ? 'Tailoring…' : 'Tailor the resume'}
      </button>
      {tailoring.error && <HunterError error={tailoring.error} />}
      {tailored && !tailoring.error && (
        <div className="notice success" role="status">
          <p>Mask used: {tailored.maskName}.</p>
          <p>{tailored.tailoringSummary}</p>
          <p className="hint">
            {tailored.highlightedExperiences.length} experience
            {tailored.highlightedExperiences.length === 1 ? '' : 's'} brought forward.
          </p>
        </div>
      )}
      <h3>Cover letter</h3>
      <form onSubmit={askLetter} aria-label="Write a cover letter">
        <div className="field">
          <label htmlFor={`${fieldId}-tone`}>Tone</label>
          <select id={`${fieldId}-tone`} name="tone" defaultValue="professional">
            <option value="professional">Professional</option>
            <option value="enthusiastic">Enthusiastic</option>
            <option value="concise">Concise</option>
            <option value="warm">Warm</option>
          </select>
        </div>
        <button type="submit" disabled={letter.loading}>
          {letter.loading ? 'Writing…' : 'Write cover letter'}
        </button>
      </form>
      {letter.error && <HunterError error={letter.error} />}
      {written && !letter.error && (
        <figure className="letter">
          <figcaption className="hint">
            {written.wordCount} words, {written.tone}
          </figcaption>
          <p className="entry-text" data-testid="cover-letter">
            {written.text}
          </p>
        </figure>
      )}
    </section>
  );
}
