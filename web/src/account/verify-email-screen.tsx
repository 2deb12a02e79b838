import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Loading, Success } from '../ui/status.js';

const VerifyEmail = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      message
    }
  }
`);

/** The page the verification mail links to (/verify-email?token=…, sent on to /app/verify-email). */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [verify, { data, error }] = useMutation(VerifyEmail);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verify({ variables: { token } }).catch(() => undefined);
  }, [token, verify]);
  return (
    <div className="narrow">
      <h1>Confirm your e-mail address</h1>
      {!token && (
        <ErrorNotice error={new Error('This link holds no token: open the link from the mail again.')} />
      )}
      {token && !data && !error && <Loading label="Confirming your address…" />}
      {error && <ErrorNotice error={error} />}
      {data && (
        <Success>
          <p>
            Your address is confirmed. <Link to="/">Sign in</Link> to open your library.
          </p>
        </Success>
      )}
    </div>
  );
}
