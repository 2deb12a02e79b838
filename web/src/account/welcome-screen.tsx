import { useState } from 'react';
import { Link } from 'react-router';
import { useSessionStore } from '../auth/session-context.js';
import { ErrorNotice } from '../ui/status.js';

/** Signed out: what the app is, and the two ways in. */
export function WelcomeScreen({ returnTo = '/library', reason }: { returnTo?: string; reason?: string }) {
  const sessions = useSessionStore();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const signIn = () => {
    setBusy(true);
    sessions.oidc.beginSignIn(returnTo).catch((failure: unknown) => {
      setBusy(false);
      setError(failure);
    });
  };
  return (
    <div className="welcome">
      <h1>Your tabs and bookmarks, kept and searchable</h1>
      <p>Save pages, find them again by their words, and let Pro summarize them for you.</p>
      {(reason ?? sessions.endedReason) && (
        <p className="notice info" role="status">
          {reason ?? sessions.endedReason}
        </p>
      )}
      {error ? <ErrorNotice error={error} /> : null}
      <div className="form-actions">
        <button type="button" className="primary" onClick={signIn} disabled={busy}>
          {busy ? 'Opening sign-in…' : 'Sign in'}
        </button>
        <Link className="button" to="/sign-up">
          Create an account
        </Link>
      </div>
      <p className="hint">
        Forgot your password? <Link to="/reset-password">Reset it</Link>.
      </p>
    </div>
  );
}
