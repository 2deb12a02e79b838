import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Loading } from '../ui/status.js';

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

/** Issues the profile's signed credential, then asks the platform whether its proof holds. */
export function CredentialCheck({ profileId }: { profileId: string }) {
  const [issue, issued] = useLazyQuery(ResumeCredential, { fetchPolicy: 'network-only' });
  const [verify, verified] = useLazyQuery(ResumeCredentialCheck, { fetchPolicy: 'network-only' });
  const credential = issued.data?.profileCredential;
  const check = verified.data?.verifyCredential;

  return (
    <>
      <h3>Verifiable credential</h3>
      <div className="form-actions">
        <button type="button" onClick={() => void issue({ variables: { id: profileId } }).catch(() => null)}>
          Issue credential
        </button>
        <button
          type="button"
          disabled={!credential}
          onClick={() => credential && void verify({ variables: { credential } }).catch(() => null)}
        >
          Verify it
        </button>
      </div>
      {(issued.loading || verified.loading) && <Loading label="Asking the platform…" />}
      {issued.error && <ErrorNotice error={issued.error} />}
      {verified.error && <ErrorNotice error={verified.error} />}
      {credential && (
        <details>
          <summary>The signed credential</summary>
          <pre className="json" tabIndex={0}>
            {JSON.stringify(credential, null, 2)}
          </pre>
        </details>
      )}
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
