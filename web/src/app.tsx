import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Link, NavLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession, useSessionStore } from './auth/session-context.js';
import { CallbackScreen } from './account/callback-screen.js';
import { WelcomeScreen } from './account/welcome-screen.js';
import { LibraryScreen } from './library/library-screen.js';
import { Loading } from './ui/status.js';

// The library is the first screen: in the first bundle. The account screens load when opened.
const AccountScreen = lazy(() =>
  import('./account/account-screen.js').then((m) => ({ default: m.AccountScreen })),
);
const SignUpScreen = lazy(() =>
  import('./account/sign-up-screen.js').then((m) => ({ default: m.SignUpScreen })),
);
const VerifyEmailScreen = lazy(() =>
  import('./account/verify-email-screen.js').then((m) => ({ default: m.VerifyEmailScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import('./account/reset-password-screen.js').then((m) => ({ default: m.ResetPasswordScreen })),
);
const ResumeScreen = lazy(() =>
  import('./resume/resume-screen.js').then((m) => ({ default: m.ResumeScreen })),
);
const CardsScreen = lazy(() => import('./cards/cards-screen.js').then((m) => ({ default: m.CardsScreen })));
const GameScreen = lazy(() => import('./game/game-screen.js').then((m) => ({ default: m.GameScreen })));

/** A screen for signed-in people; signed out, the welcome screen offers to sign in and come back. */
function SignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <WelcomeScreen returnTo={location.pathname} />;
  return children;
}

function Header() {
  const session = useSession();
  const sessions = useSessionStore();
  return (
    <header className="app-header">
      <Link to="/" className="brand">
        Platform
      </Link>
      <nav aria-label="Main">
        {session ? (
          <>
            <NavLink to="/library">Library</NavLink>
            <NavLink to="/resume">Resume</NavLink>
            <NavLink to="/cards">Cards</NavLink>
            <NavLink to="/game">Game</NavLink>
            <NavLink to="/account">Account</NavLink>
            <button type="button" className="link-button" onClick={() => void sessions.signOut()}>
              Sign out
            </button>
          </>
        ) : (
          <NavLink to="/sign-up">Create account</NavLink>
        )}
      </nav>
    </header>
  );
}

export function App() {
  const session = useSession();
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading label="Loading…" />}>
          <Routes>
            <Route path="/" element={session ? <Navigate to="/library" replace /> : <WelcomeScreen />} />
            <Route path="/callback" element={<CallbackScreen />} />
            <Route path="/sign-up" element={<SignUpScreen />} />
            <Route path="/verify-email" element={<VerifyEmailScreen />} />
            <Route path="/reset-password" element={<ResetPasswordScreen />} />
            <Route
              path="/library"
              element={
                <SignedIn>
                  <LibraryScreen />
                </SignedIn>
              }
            />
            <Route
              path="/resume/*"
              element={
                <SignedIn>
                  <ResumeScreen />
                </SignedIn>
              }
            />
            <Route
              path="/cards/*"
              element={
                <SignedIn>
                  <CardsScreen />
                </SignedIn>
              }
            />
            <Route
              path="/game"
              element={
                <SignedIn>
                  <GameScreen />
                </SignedIn>
              }
            />
            <Route
              path="/account"
              element={
                <SignedIn>
                  <AccountScreen />
                </SignedIn>
              }
            />
            <Route
              path="*"
              element={
                <div className="narrow">
                  <h1>Page not found</h1>
                  <p>
                    There is nothing at this address. <Link to="/">Go to the start</Link>.
                  </p>
                </div>
              }
            />
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  );
}
