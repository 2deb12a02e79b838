import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__/index.js';
import { ErrorNotice, Success } from '../ui/status.js';
import { formText } from './form-data.js';

export const ProfileFormFields = graphql(`
  fragment ProfileFormFields on Profile {
    id
    displayName
    title
    headline
    locationText
    summaryMarkdown
  }
`);

const UpdateResumeProfile = graphql(`
  mutation UpdateResumeProfile($id: ID!, $input: ProfilePatchInput!) {
    updateResumeProfile(id: $id, input: $input) {
      id
      ...ProfileFormFields
    }
  }
`);

/** The profile's own fields; an emptied optional field is cleared. */
export function ProfileForm(props: { profile: FragmentType<typeof ProfileFormFields> }) {
  const profile = getFragmentData(ProfileFormFields, props.profile);
  const fieldId = useId();
  const [saved, setSaved] = useState(false);
  const [update, { loading, error }] = useMutation(UpdateResumeProfile);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const fields = formText(event.currentTarget);
    const input = {
      displayName: fields.displayName,
      title: fields.title ?? null,
      headline: fields.headline ?? null,
      locationText: fields.locationText ?? null,
      summaryMarkdown: fields.summaryMarkdown ?? null,
    };
    const result = await update({ variables: { id: profile.id, input } }).catch(() => null);
    setSaved(Boolean(result?.data));
  };

  const field = (name: keyof typeof profile, label: string, multiline = false) => (
    <div className="field">
      <label htmlFor={`${fieldId}-${name}`}>{label}</label>
      {multiline ? (
        <textarea id={`${fieldId}-${name}`} name={name} rows={4} defaultValue={profile[name] ?? ''} />
      ) : (
        <input
          id={`${fieldId}-${name}`}
          name={name}
          defaultValue={profile[name] ?? ''}
          required={name === 'displayName'}
        />
      )}
    </div>
  );

  return (
    <form className="card-box" onSubmit={submit} aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Profile</h2>
      <div className="field-row">
        {field('displayName', 'Name')}
        {field('title', 'Title')}
      </div>
      <div className="field-row">
        {field('headline', 'Headline')}
        {field('locationText', 'Location')}
      </div>
      {field('summaryMarkdown', 'Summary (Markdown)', true)}
      {error && <ErrorNotice error={error} />}
      {saved && <Success>Profile saved.</Success>}
      <button type="submit" className="primary" disabled={loading}>
        {loading ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
