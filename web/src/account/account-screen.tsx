import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Loading, Success } from '../ui/status.js';

const AccountDetails = graphql(`
  query AccountDetails {
    me {
      id
      username
      email
      emailVerified
      account {
        id
        handle
        displayName
      }
    }
  }
`);
const UpdateHandle = graphql(`
  mutation UpdateHandle($input: UpdateAccountProfileInput!) {
    updateAccountProfile(input: $input) {
      id
      handle
      displayName
    }
  }
`);
const ChangePassword = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      message
    }
  }
`);

/** The signed-in account: its address, its public handle and name, its password. */
export function AccountScreen() {
  const { data, loading, error, refetch } = useQuery(AccountDetails);
  if (loading && !data) return <Loading label="Loading your account…" />;
  if (!data) return <ErrorNotice error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  const { me } = data;
  return (
    <div className="narrow">
      <h1>Your account</h1>
      <dl className="facts">
        <dt>User name</dt>
        <dd>{me.username}</dd>
        <dt>E-mail</dt>
        <dd>
          {me.email}{' '}
          {me.emailVerified ? <span className="badge">confirmed</span> : <span>(not confirmed)</span>}
        </dd>
      </dl>
      <HandleForm handle={me.account.handle} displayName={me.account.displayName ?? ''} />
      <PasswordForm />
    </div>
  );
}

function HandleForm(props: { handle: string; displayName: string }) {
  const fieldId = useId();
  const [handle, setHandle] = useState(props.handle);
  const [displayName, setDisplayName] = useState(props.displayName);
  const [update, { data, loading, error }] = useMutation(UpdateHandle);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void update({ variables: { input: { handle, displayName } } }).catch(() => undefined);
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Handle and name</h2>
      <div className="field">
        <label htmlFor={`${fieldId}-handle`}>Handle</label>
        <input
          id={`${fieldId}-handle`}
          value={handle}
          onChange={(e) => setHandle(e.target.value)}
          aria-describedby={`${fieldId}-handle-hint`}
          required
        />
        <p className="hint" id={`${fieldId}-handle-hint`}>
          3 to 30 of a–z, 0–9 and _; others see you by it in every product.
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${fieldId}-name`}>Display name (optional)</label>
        <input id={`${fieldId}-name`} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
      </div>
      {error && <ErrorNotice error={error} />}
      {data && !loading && <Success>Saved: you are @{data.updateAccountProfile.handle}.</Success>}
      <button type="submit" className="primary" disabled={loading}>
        Save handle
      </button>
    </form>
  );
}

function PasswordForm() {
  const fieldId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [change, { data, loading, error }] = useMutation(ChangePassword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change({ variables: { currentPassword: current, newPassword: next } }).then(
      () => {
        setCurrent('');
        setNext('');
      },
      () => undefined,
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Change password</h2>
      <div className="field">
        <label htmlFor={`${fieldId}-current`}>Current password</label>
        <input
          id={`${fieldId}-current`}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${fieldId}-next`}>New password</label>
        <input
          id={`${fieldId}-next`}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          required
        />
      </div>
      {error && <ErrorNotice error={error} />}
      {data && !loading && <Success>{data.changePassword.message}</Success>}
      <button type="submit" className="primary" disabled={loading}>
        Change password
      </button>
    </form>
  );
}
