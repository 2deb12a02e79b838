import { useId, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__/index.js';
import { Empty, ErrorNotice } from '../ui/status.js';
import { formText, listOf } from './form-data.js';
import { RemoveButton } from './remove-button.js';

export const ProjectList = graphql(`
  fragment ProjectList on Profile {
    id
    projects {
      id
      name
      description
      url
      technologies
    }
  }
`);

const AddProject = graphql(`
  mutation AddProject($profileId: ID!, $input: ProjectInput!) {
    addProject(profileId: $profileId, input: $input) {
      id
    }
  }
`);

const DeleteProject = graphql(`
  mutation DeleteProject($profileId: ID!, $id: ID!) {
    deleteProject(profileId: $profileId, id: $id)
  }
`);

/** The projects worth showing, and a form for one more. */
export function Projects(props: { profile: FragmentType<typeof ProjectList> }) {
  const profile = getFragmentData(ProjectList, props.profile);
  const fieldId = useId();
  const [add, { loading, error }] = useMutation(AddProject, { refetchQueries: ['ResumeProfile'] });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { name = '', url, description, technologies } = formText(form);
    const input = { name, url, description, technologies: listOf(technologies) };
    const result = await add({ variables: { profileId: profile.id, input } }).catch(() => null);
    if (result?.data) form.reset();
  };

  return (
    <section className="card-box" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Projects</h2>
      {profile.projects.length === 0 ? (
        <Empty title="No projects yet." />
      ) : (
        <ul className="entries" aria-label="Projects">
          {profile.projects.map((project) => (
            <li key={project.id}>
              <p className="entry-title">
                {project.url ? <a href={project.url}>{project.name}</a> : project.name}
              </p>
              {project.technologies.length > 0 && <p className="hint">{project.technologies.join(', ')}</p>}
              {project.description && <p className="entry-text">{project.description}</p>}
              <RemoveButton
                document={DeleteProject}
                profileId={profile.id}
                id={project.id}
                label={`Remove ${project.name}`}
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} aria-label="Add a project" className="add-entry">
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${fieldId}-name`}>Project</label>
            <input id={`${fieldId}-name`} name="name" required />
          </div>
          <div className="field">
            <label htmlFor={`${fieldId}-url`}>Address (optional)</label>
            <input id={`${fieldId}-url`} name="url" type="url" />
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${fieldId}-tech`}>Technologies (comma-separated)</label>
          <input id={`${fieldId}-tech`} name="technologies" />
        </div>
        <div className="field">
          <label htmlFor={`${fieldId}-description`}>About it</label>
          <textarea id={`${fieldId}-description`} name="description" rows={2} />
        </div>
        {error && <ErrorNotice error={error} />}
        <button type="submit" disabled={loading}>
          {loading ? 'Adding…' : 'Add project'}
        </button>
      </form>
    </section>
  );
}
