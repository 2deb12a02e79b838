import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Success } from '../ui/status.js';

const RequestReset = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`);
const ResetPassword = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      message
    }
  }
`);

/** Without a token: asks for the reset mail. With the mailed link's token: sets the new password. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="narrow">
      <h1>Reset your password</h1>
      {token ? <NewPasswordForm token={token} /> : <RequestForm />}
    </div>
  );
}

function RequestForm() {
  const fieldId = useId();
  const [email, setEmail] = useState('');
  const [request, { data, loading, error }] = useMutation(RequestReset);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request({ variables: { email } }).catch(() => undefined);
  };
  if (data) return <Success>If an account has this address, a reset link is on its way to {email}.</Success>;
  return (
    <form onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${fieldId}-email`}>E-mail address</label>
        <input
          id={`${fieldId}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </div>
      {error && <ErrorNotice error={error} />}
      <button type="submit" className="primary" disabled={loading}>
        Send the reset link
      </button>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const fieldId = useId();
  const [password, setPassword] = useState('');
  const [reset, { data, loading, error }] = useMutation(ResetPassword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reset({ variables: { token, newPassword: password } }).catch(() => undefined);
  };
  if (data)
    return (
      <Success>
        Your password is changed and every session has ended. <Link to="/">Sign in</Link> with it.
      </Success>
    );
  return (
    <form onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${fieldId}-password`}>New password</label>
        <input
          id={`${fieldId}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </div>
      {error && <ErrorNotice error={error} />}
      <button type="submit" className="primary" disabled={loading}>
        Set the new password
      </button>
    </form>
  );
}
