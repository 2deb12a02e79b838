import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';
import { Experiences } from './experiences.js';
import { Exports } from './exports.js';
import { JobSearch } from './job-search.js';
import { MaskPicker, type ChosenMask } from './masks.js';
import { Narrative } from './narrative.js';
import { ProfileForm } from './profile-form.js';
import { Projects } from './projects.js';
import { QuotaPanel } from './quota.js';
import { Skills } from './skills.js';

const ResumeProfile = graphql(`
  query ResumeProfile($id: ID!) {
    profile(id: $id) {
      id
      displayName
      ...ProfileFormFields
      ...ExperienceList
      ...SkillList
      ...ProjectList
      ...MaskChoices
    }
  }
`);

/** One profile: its fields, career, skills and projects, then what is made from them through the chosen mask. */
export function ProfilePage() {
  const { profileId = '' } = useParams();
  const [mask, setMask] = useState<ChosenMask | null>(null);
  const { data, loading, error, refetch } = useQuery(ResumeProfile, { variables: { id: profileId } });
  const back = (
    <p>
      <Link to="/resume">← All profiles</Link>
    </p>
  );
  if (loading) return <Loading label="Loading the profile…" />;
  if (error)
    return (
      <>
        {back}
        <ErrorNotice error={error} onRetry={() => void refetch()} />
      </>
    );
  const profile = data?.profile;
  if (!profile)
    return (
      <>
        {back}
        <Empty title="This profile is not there.">
          <p>It may have been deleted. Pick another from your profiles.</p>
        </Empty>
      </>
    );
  return (
    <>
      {back}
      <div className="screen-heading">
        <h1>{profile.displayName}</h1>
      </div>
      <div className="resume-grid">
        <div className="resume-main">
          <ProfileForm profile={profile} />
          <Experiences profile={profile} />
          <Skills profile={profile} />
          <Projects profile={profile} />
        </div>
        <div className="resume-side">
          <MaskPicker profile={profile} chosen={mask} onChange={setMask} />
          <Narrative profileId={profile.id} maskId={mask?.id ?? null} />
          <Exports profileId={profile.id} mask={mask} />
          <QuotaPanel />
          <JobSearch profileId={profile.id} />
        </div>
      </div>
    </>
  );
}
