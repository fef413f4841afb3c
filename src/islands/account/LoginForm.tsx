// /login: 'Welcome Back'. Redirects (with replace) when already logged in, blank while the auth
// state loads; goes back to ?next= after logging in.
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, clearAuthError, login, startAuth } from '#stores/auth.ts';
import { safeNextPath } from '#shared/accounts/account-forms.ts';
import { typedValue } from '#lib/prefill.ts';
import PasswordInput from '../ui/PasswordInput';
import CloseLink from '../ui/CloseLink';
import { ErrorBanner } from '../ui/Banner';

const nextPath = () => safeNextPath(new URLSearchParams(window.location.search).get('next'));

export default function LoginForm() {
  const auth = useStore($auth);
  const [email, setEmail] = useState(() => typedValue('login-email'));
  const [password, setPassword] = useState(() => typedValue('login-password'));
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => startAuth(), []);
  useEffect(() => {
    if (auth.isInitialized && auth.user && !submitting) window.location.replace(nextPath());
  }, [auth.isInitialized, auth.user, submitting]);

  if (!auth.isInitialized || auth.user) return <div className="min-h-96" aria-busy="true" />;

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError(null);
    clearAuthError();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      if (await login(email.trim(), password)) {
        window.location.assign(nextPath());
        return;
      }
      setError($auth.get().error || 'Login failed. Please check your credentials.');
    } catch {
      setError('An unexpected error occurred. Please try again.');
    }
    setPassword('');
    setSubmitting(false);
  }

  return (
    <div className="card relative mx-auto max-w-md p-8">
      <CloseLink href="/" />
      <h1 className="text-2xl font-bold">Welcome Back</h1>
      <p className="mt-1 text-slate-700">Log in to like reviews and manage your own.</p>
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate={false}>
        {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
        <div>
          <label htmlFor="login-email" className="label">Email</label>
          <input id="login-email" type="email" autoComplete="email" required className="input" value={email} onChange={(e) => edit(setEmail)(e.target.value)} />
        </div>
        <PasswordInput id="login-password" label="Password" autoComplete="current-password" required value={password} onChange={(e) => edit(setPassword)(e.target.value)} />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        No account yet? <a href="/signUp">Sign Up</a>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Forgot your password? <a href="/forgotPassword">Reset it here</a>
      </p>
    </div>
  );
}
