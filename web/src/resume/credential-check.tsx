import { useId, useState, type FormEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Loading } from '../ui/status.js';
import { download } from './download.js';

const ResumeCredential = graphql(`
  query ResumeCredential($id: ID!) {
    profileCredential(id: $id)
  }
`);

const ResumeCredentialCheck = graphql(`
  query ResumeCredentialCheck($credential: JSONObject!) {
    verifyCredential(credential: $credential) {
      valid
      issuer
      trusted
      trustedBy
      reason
    }
  }
`);

type Credential = Record<string, unknown>;

/** The JSON object pasted, or why it is not one. */
function parseCredential(text: string): Credential | string {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Credential)
      : 'A credential is a JSON object.';
  } catch {
    return 'This is not JSON: paste the whole credential, braces included.';
  }
}

/**
 * Issues the profile's signed credential (shown and downloadable), and asks the platform whether a
 * credential's proof holds: the one issued, or one pasted, as a reader given a credential would.
 */
export function CredentialCheck({ profileId }: { profileId: string }) {
  const fieldId = useId();
  const [issue, issued] = useLazyQuery(ResumeCredential, { fetchPolicy: 'network-only' });
  const [verify, verified] = useLazyQuery(ResumeCredentialCheck, { fetchPolicy: 'network-only' });
  const [pasteError, setPasteError] = useState<string | null>(null);
  const credential = issued.data?.profileCredential as Credential | undefined;
  const check = verified.data?.verifyCredential;
  const ask = (value: Credential) => void verify({ variables: { credential: value } }).catch(() => null);

  const checkPasted = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('credential') ?? '');
    const parsed = parseCredential(text);
    setPasteError(typeof parsed === 'string' ? parsed : null);
    if (typeof parsed !== 'string') ask(parsed);
  };

  return (
    <>
      <h3>Verifiable credential</h3>
      <div className="form-actions">
        <button type="button" onClick={() => void issue({ variables: { id: profileId } }).catch(() => null)}>
          Issue credential
        </button>
        <button type="button" disabled={!credential} onClick={() => credential && ask(credential)}>
          Verify it
        </button>
        <button
          type="button"
          disabled={!credential}
          onClick={() =>
            download(`credential-${profileId}.json`, 'application/json', JSON.stringify(credential, null, 2))
          }
        >
          Download credential
        </button>
      </div>
      {(issued.loading || verified.loading) && <Loading label="Asking the platform…" />}
      {issued.error && <ErrorNotice error={issued.error} />}
      {verified.error && <ErrorNotice error={verified.error} />}
      {credential && (
        <details>
          <summary>The signed credential</summary>
          <pre className="json" tabIndex={0} aria-label="The signed credential">
            {JSON.stringify(credential, null, 2)}
          </pre>
        </details>
      )}
      <form onSubmit={checkPasted} aria-label="Check a credential">
        <div className="field">
          <label htmlFor={`${fieldId}-credential`}>A credential to check (JSON)</label>
          <textarea
            id={`${fieldId}-credential`}
            name="credential"
            rows={4}
            required
            aria-invalid={pasteError ? true : undefined}
            aria-describedby={pasteError ? `${fieldId}-paste-error` : undefined}
          />
          {pasteError && (
            <p id={`${fieldId}-paste-error`} className="notice error" role="alert">
              {pasteError}
            </p>
          )}
        </div>
        <button type="submit">Check credential</button>
      </form>
      {check && (
        <p className={`notice ${check.valid ? 'success' : 'error'}`} role="status">
          {check.valid
            ? `Valid: signed by ${check.issuer ?? 'its issuer'}${check.trusted ? `, trusted${check.trustedBy ? ` by ${check.trustedBy}` : ''}` : ', issuer not on the trusted list'}.`
            : `Not valid: ${check.reason ?? 'the proof does not hold'}.`}
        </p>
      )}
    </>
  );
}
