import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';
import { formText } from './form-data.js';

const PAGE = 20;

const ResumeProfiles = graphql(`
  query ResumeProfiles($limit: Int!, $offset: Int!) {
    profiles(limit: $limit, offset: $offset) {
      total
      profiles {
        id
        slug
        displayName
        title
      }
    }
  }
`);

const CreateResumeProfile = graphql(`
  mutation CreateResumeProfile($input: ProfileInput!) {
    createResumeProfile(input: $input) {
      id
    }
  }
`);

/** A slug the graph takes: lower-case words joined by dashes. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);

/** The person's resume profiles, a page at a time, and a form to start a new one. */
export function ProfileList() {
  const fieldId = useId();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const list = useQuery(ResumeProfiles, { variables: { limit: PAGE, offset: page * PAGE } });
  const [create, created] = useMutation(CreateResumeProfile, { refetchQueries: ['ResumeProfiles'] });
  const profiles = list.data?.profiles.profiles ?? [];
  const total = list.data?.profiles.total ?? 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { displayName = '', title, slug } = formText(event.currentTarget);
    const result = await create({
      variables: {
        input: { displayName, title, slug: slug ?? `${slugOf(displayName)}-${Date.now() % 100000}` },
      },
    }).catch(() => null);
    if (result?.data) void navigate(`profile/${result.data.createResumeProfile.id}`);
  };

  return (
    <>
      <div className="screen-heading">
        <h1>Resume</h1>
        {list.data && <p className="plan">{total === 1 ? '1 profile' : `${total} profiles`}</p>}
      </div>
      <div className="resume-grid">
        <section aria-labelledby={`${fieldId}-list`}>
          <h2 id={`${fieldId}-list`}>Your profiles</h2>
          {list.loading && <Loading label="Loading your profiles…" />}
          {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
          {!list.loading && !list.error && profiles.length === 0 && (
            <Empty title="No profiles yet.">
              <p>Start one with your name: experiences, skills and projects come next.</p>
            </Empty>
          )}
          {profiles.length > 0 && (
            <ul className="items" aria-label="Profiles">
              {profiles.map((profile) => (
                <li key={profile.id} className="item card-box">
                  <Link to={`profile/${profile.id}`} className="item-title">
                    {profile.displayName}
                  </Link>
                  <p className="item-url">{profile.title ?? 'No title yet'}</p>
                </li>
              ))}
            </ul>
          )}
          {total > PAGE && (
            <nav className="form-actions" aria-label="Profile pages">
              <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <button type="button" disabled={(page + 1) * PAGE >= total} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </section>
        <form className="create-form card-box" onSubmit={submit} aria-labelledby={`${fieldId}-new`}>
          <h2 id={`${fieldId}-new`}>New profile</h2>
          <div className="field">
            <label htmlFor={`${fieldId}-name`}>Name</label>
            <input id={`${fieldId}-name`} name="displayName" required autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor={`${fieldId}-title`}>Title (optional)</label>
            <input id={`${fieldId}-title`} name="title" placeholder="Backend engineer" />
          </div>
          <div className="field">
            <label htmlFor={`${fieldId}-slug`}>Address name (optional)</label>
            <input
              id={`${fieldId}-slug`}
              name="slug"
              pattern="[a-z0-9-]+"
              aria-describedby={`${fieldId}-slug-hint`}
            />
            <p className="hint" id={`${fieldId}-slug-hint`}>
              Lower-case letters, digits and dashes; made from the name when left empty.
            </p>
          </div>
          {created.error && <ErrorNotice error={created.error} />}
          <button type="submit" className="primary" disabled={created.loading}>
            {created.loading ? 'Creating…' : 'Create profile'}
          </button>
        </form>
      </div>
    </>
  );
}
