// /signUp: 'Create Account'. The documented checks in order
// (docs/rules/accounts-and-tokens.md#account-forms), a dismissible red box for errors, a green box
// for success, then /login after 500 ms.
import { useState, type FormEvent } from 'react';
import { signupError } from '#shared/accounts/account-forms.ts';
import { PASSWORD_RULE_HINT } from '#shared/accounts/password.ts';
import { typedValue } from '#lib/prefill.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import PasswordInput from '../ui/PasswordInput';
import { MatchIndicator, StrengthBar } from '../ui/PasswordFeedback';
import CloseLink from '../ui/CloseLink';
import { ErrorBanner, SuccessBanner } from '../ui/Banner';

export const SIGNUP_REDIRECT_MS = 500;

export default function SignUpForm() {
  const [form, setForm] = useState(() => ({
    username: typedValue('signup-username'),
    email: typedValue('signup-email'),
    password: typedValue('signup-password'),
    retype: typedValue('signup-retype'),
  }));
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = (name: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const problem = signupError(form);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await api.account.signup.mutate({ username: form.username.trim(), email: form.email.trim(), password: form.password });
      setSuccess('User created successfully. Taking you to the login page...');
      setTimeout(() => window.location.assign('/login'), SIGNUP_REDIRECT_MS);
    } catch (caught) {
      setSuccess(null);
      const info = apiErrorInfo(caught);
      setError(info.network ? 'An error occurred. Please try again.' : info.message || 'An error occurred. Please try again.');
      setSending(false);
    }
  }

  return (
    <div className="card relative mx-auto max-w-md p-8">
      <CloseLink href="/" />
      <h1 className="text-2xl font-bold">Create Account</h1>
      <p className="mt-1 text-slate-700">Join our academic community</p>
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
        {success && <SuccessBanner>{success}</SuccessBanner>}
        <div>
          <label htmlFor="signup-username" className="label">Username</label>
          <input id="signup-username" autoComplete="username" required className="input" value={form.username} onChange={(e) => field('username')(e.target.value)} />
        </div>
        <div>
          <label htmlFor="signup-email" className="label">Email</label>
          <input id="signup-email" type="email" autoComplete="email" required className="input" value={form.email} onChange={(e) => field('email')(e.target.value)} />
        </div>
        <div>
          <PasswordInput id="signup-password" label="Password" autoComplete="new-password" required value={form.password} onChange={(e) => field('password')(e.target.value)} aria-describedby="signup-password-hint" />
          <p id="signup-password-hint" className="mt-1 text-xs text-slate-700">{PASSWORD_RULE_HINT}</p>
          <StrengthBar password={form.password} />
        </div>
        <div>
          <PasswordInput id="signup-retype" label="Retype Password" autoComplete="new-password" required value={form.retype} onChange={(e) => field('retype')(e.target.value)} />
          <MatchIndicator password={form.password} confirm={form.retype} />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={sending}>Sign Up</button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Already have an account? <a href="/login">Log in</a>
      </p>
      <p className="mt-2 text-xs text-slate-700">
        By signing up you agree to our <a href="/terms">Terms of Use</a> and <a href="/guidelines">Community Guidelines</a>. See how we
        handle your data in the <a href="/privacy">Privacy Policy</a>.
      </p>
    </div>
  );
}
