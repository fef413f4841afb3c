// /login: 'Welcome Back'. Server-rendered with uncontrolled fields, so the form is there before
// the code loads and keeps what was typed meanwhile. Once hydrated, a visitor found to be logged
// in already is sent on (with replace); after logging in, back to ?next=.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, clearAuthError, login, startAuth } from '#stores/auth.ts';
import { safeNextPath } from '#shared/accounts/account-forms.ts';
import { useHydrated } from '#islands/hooks/use-hydrated.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import AuthCard from '#islands/ui/AuthCard.tsx';
import PasswordInput from '#islands/ui/PasswordInput.tsx';
import { ErrorBanner } from '#islands/ui/Banner.tsx';
import { formText } from '#islands/ui/field-text.ts';

const nextPath = () => safeNextPath(new URLSearchParams(window.location.search).get('next'));

export default function LoginForm({ children }: { children?: ReactNode }) {
  const auth = useStore($auth);
  // The auth state exists only in the browser: read it after hydration, never in the first render.
  const hydrated = useHydrated();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const loggedIn = hydrated && auth.isInitialized && auth.user !== null;
  const live = useLiveIsland<HTMLDivElement>();

  useEffect(() => startAuth(), []);
  useEffect(() => {
    if (loggedIn && !submitting) window.location.replace(nextPath());
  }, [loggedIn, submitting]);

  if (loggedIn) return <div ref={live} className="min-h-96" aria-busy="true" />;

  const edit = () => {
    setError(null);
    clearAuthError();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(event.currentTarget, 'email');
    const password = formText(event.currentTarget, 'password');
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
    if (passwordRef.current) passwordRef.current.value = '';
    setSubmitting(false);
  }

  return (
    <AuthCard ref={live} title="Welcome Back" tagline="Log in to like reviews and manage your own." closeHref="/">
      {children}
      {/* post: a submission without JavaScript never puts the password into the address. */}
      <form method="post" className="space-y-4" onSubmit={submit}>
        {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
        <div>
          <label htmlFor="login-email" className="label">
            Email
          </label>
          <input id="login-email" name="email" type="email" autoComplete="email" required className="input" onChange={edit} />
        </div>
        <PasswordInput
          ref={passwordRef}
          id="login-password"
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          onChange={edit}
        />
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
    </AuthCard>
  );
}
