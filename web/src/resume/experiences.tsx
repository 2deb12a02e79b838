import { useId, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__/index.js';
import { Empty, ErrorNotice } from '../ui/status.js';
import { formText, listOf } from './form-data.js';
import { RemoveButton } from './remove-button.js';

export const ExperienceList = graphql(`
  fragment ExperienceList on Profile {
    id
    experiences {
      id
      title
      company
      startDate
      endDate
      isCurrent
      description
      technologies
    }
  }
`);

const AddExperience = graphql(`
  mutation AddExperience($profileId: ID!, $input: ExperienceInput!) {
    addExperience(profileId: $profileId, input: $input) {
      id
    }
  }
`);

const DeleteExperience = graphql(`
  mutation DeleteExperience($profileId: ID!, $id: ID!) {
    deleteExperience(profileId: $profileId, id: $id)
  }
`);

/** The career, newest as the graph orders it, and a form for one more role. */
export function Experiences(props: { profile: FragmentType<typeof ExperienceList> }) {
  const profile = getFragmentData(ExperienceList, props.profile);
  const fieldId = useId();
  const [add, { loading, error }] = useMutation(AddExperience, { refetchQueries: ['ResumeProfile'] });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { title = '', company, startDate, endDate, description, technologies } = formText(form);
    const input = {
      title,
      company,
      startDate,
      endDate,
      description,
      isCurrent: !endDate,
      technologies: listOf(technologies),
    };
    const result = await add({ variables: { profileId: profile.id, input } }).catch(() => null);
    if (result?.data) form.reset();
  };

  return (
    <section className="card-box" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Experience</h2>
      {profile.experiences.length === 0 ? (
        <Empty title="No experience yet.">
          <p>Add the roles you held: the narrative and the job fit read them.</p>
        </Empty>
      ) : (
        <ul className="entries" aria-label="Experiences">
          {profile.experiences.map((experience) => (
            <li key={experience.id}>
              <p className="entry-title">
                {experience.title}
                {experience.company && <span className="muted"> · {experience.company}</span>}
              </p>
              <p className="hint">
                {experience.startDate ?? '?'} – {experience.isCurrent ? 'now' : (experience.endDate ?? '?')}
                {experience.technologies.length > 0 && ` · ${experience.technologies.join(', ')}`}
              </p>
              {experience.description && <p className="entry-text">{experience.description}</p>}
              <RemoveButton
                document={DeleteExperience}
                profileId={profile.id}
                id={experience.id}
                label={`Remove ${experience.title}`}
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} aria-label="Add an experience" className="add-entry">
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${fieldId}-title`}>Role</label>
            <input id={`${fieldId}-title`} name="title" required />
          </div>
          <div className="field">
            <label htmlFor={`${fieldId}-company`}>Company</label>
            <input id={`${fieldId}-company`} name="company" />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${fieldId}-start`}>From</label>
            <input id={`${fieldId}-start`} name="startDate" type="date" />
          </div>
          <div className="field">
            <label htmlFor={`${fieldId}-end`}>Until (empty: current)</label>
            <input id={`${fieldId}-end`} name="endDate" type="date" />
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${fieldId}-tech`}>Technologies (comma-separated)</label>
          <input id={`${fieldId}-tech`} name="technologies" />
        </div>
        <div className="field">
          <label htmlFor={`${fieldId}-description`}>What you did</label>
          <textarea id={`${fieldId}-description`} name="description" rows={3} />
        </div>
        {error && <ErrorNotice error={error} />}
        <button type="submit" disabled={loading}>
          {loading ? 'Adding…' : 'Add experience'}
        </button>
      </form>
    </section>
  );
}
