import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Success } from '../ui/status.js';

const Register = graphql(`
  mutation RegisterAccount($username: String!, $email: String!, $password: String!) {
    register(username: $username, email: $email, password: $password) {
      message
      userId
    }
  }
`);

/** A new account; the platform mails a verification link to the address. */
export function SignUpScreen() {
  const fieldId = useId();
  const [form, setForm] = useState({ username: '', email: '', password: '' });
  const [register, { data, loading, error }] = useMutation(Register);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void register({ variables: form }).catch(() => undefined);
  };
  if (data)
    return (
      <div className="narrow">
        <h1>Check your mail</h1>
        <Success>
          <p>
            We sent a link to <strong>{form.email}</strong>. Open it to confirm the address, then{' '}
            <Link to="/">sign in</Link>.
          </p>
        </Success>
      </div>
    );
  const field = (
    name: keyof typeof form,
    label: string,
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <div className="field">
      <label htmlFor={`${fieldId}-${name}`}>{label}</label>
      <input
        id={`${fieldId}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        aria-describedby={hint ? `${fieldId}-${name}-hint` : undefined}
        required
      />
      {hint && (
        <p className="hint" id={`${fieldId}-${name}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <form className="narrow" onSubmit={submit}>
      <h1>Create an account</h1>
      {field('username', 'User name', 'text', 'username')}
      {field('email', 'E-mail address', 'email', 'email', 'We send a link to confirm it.')}
      {field('password', 'Password', 'password', 'new-password', 'At least 8 characters.')}
      {error && <ErrorNotice error={error} />}
      <button type="submit" className="primary" disabled={loading}>
        {loading ? 'Creating…' : 'Create account'}
      </button>
      <p className="hint">
        Already have one? <Link to="/">Sign in</Link>.
      </p>
    </form>
  );
}
