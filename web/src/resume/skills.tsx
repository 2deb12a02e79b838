import { useId, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__/index.js';
import { Empty, ErrorNotice } from '../ui/status.js';
import { formText } from './form-data.js';
import { RemoveButton } from './remove-button.js';

export const SkillList = graphql(`
  fragment SkillList on Profile {
    id
    skills {
      id
      name
      category
      proficiencyLevel
      yearsOfExperience
    }
  }
`);

const AddSkill = graphql(`
  mutation AddSkill($profileId: ID!, $input: SkillInput!) {
    addSkill(profileId: $profileId, input: $input) {
      id
    }
  }
`);

const DeleteSkill = graphql(`
  mutation DeleteSkill($profileId: ID!, $id: ID!) {
    deleteSkill(profileId: $profileId, id: $id)
  }
`);

const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'];

/** The skills, with their level and years, and a form for one more. */
export function Skills(props: { profile: FragmentType<typeof SkillList> }) {
  const profile = getFragmentData(SkillList, props.profile);
  const fieldId = useId();
  const [add, { loading, error }] = useMutation(AddSkill, { refetchQueries: ['ResumeProfile'] });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { name = '', category, proficiencyLevel, years } = formText(form);
    const input = {
      name,
      category,
      proficiencyLevel,
      yearsOfExperience: years === undefined ? undefined : Number(years),
    };
    const result = await add({ variables: { profileId: profile.id, input } }).catch(() => null);
    if (result?.data) form.reset();
  };

  return (
    <section className="card-box" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Skills</h2>
      {profile.skills.length === 0 ? (
        <Empty title="No skills yet.">
          <p>Add what you are good at: job search ranks offers by them.</p>
        </Empty>
      ) : (
        <ul className="chips" aria-label="Skills">
          {profile.skills.map((skill) => (
            <li key={skill.id} className="chip">
              <span>
                {skill.name}
                {skill.proficiencyLevel && <span className="muted"> · {skill.proficiencyLevel}</span>}
                {skill.yearsOfExperience != null && (
                  <span className="muted"> · {skill.yearsOfExperience} y</span>
                )}
              </span>
              <RemoveButton
                document={DeleteSkill}
                profileId={profile.id}
                id={skill.id}
                label={`Remove ${skill.name}`}
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} aria-label="Add a skill" className="add-entry">
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${fieldId}-name`}>Skill</label>
            <input id={`${fieldId}-name`} name="name" required />
          </div>
          <div className="field">
            <label htmlFor={`${fieldId}-category`}>Category</label>
            <input id={`${fieldId}-category`} name="category" placeholder="language, tool, practice…" />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${fieldId}-level`}>Level</label>
            <select id={`${fieldId}-level`} name="proficiencyLevel" defaultValue="">
              <option value="">Not said</option>
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${fieldId}-years`}>Years</label>
            <input id={`${fieldId}-years`} name="years" type="number" min="0" max="60" step="0.5" />
          </div>
        </div>
        {error && <ErrorNotice error={error} />}
        <button type="submit" disabled={loading}>
          {loading ? 'Adding…' : 'Add skill'}
        </button>
      </form>
    </section>
  );
}
