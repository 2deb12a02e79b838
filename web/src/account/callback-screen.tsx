import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../auth/session-context.js';
import { ErrorNotice, Loading } from '../ui/status.js';
import { WelcomeScreen } from './welcome-screen.js';

/** Where the provider sends the browser back: the code becomes the session, once. */
export function CallbackScreen() {
  const sessions = useSessionStore();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    sessions.oidc.completeSignIn(new URL(location.href)).then(
      ({ session, returnTo }) => {
        sessions.set(session);
        navigate(returnTo, { replace: true });
      },
      (failure: unknown) => setError(failure),
    );
  }, [sessions, navigate]);
  if (error)
    return (
      <>
        <ErrorNotice error={error} />
        <WelcomeScreen reason="The sign-in did not complete." />
      </>
    );
  return <Loading label="Signing you in…" />;
}
