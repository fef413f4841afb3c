// /signUp: 'Create Account'. The documented checks in order
// (docs/rules/accounts-and-tokens.md#account-forms), a dismissible red box for errors, a green box
// for success, then /login after 500 ms. Server-rendered with uncontrolled fields, so the form is
// there before the code loads and keeps what was typed meanwhile; it needs JavaScript to send
// (the page passes its no-JavaScript note as `children`).
import { useState, type FormEvent, type ReactNode } from 'react';
import { signupError } from '#shared/accounts/account-forms.ts';
import { PASSWORD_RULE_HINT } from '#shared/accounts/password.ts';
import { USERNAME_MAX } from '#shared/limits.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import AuthCard from '#islands/ui/AuthCard.tsx';
import NewPasswordFields from '#islands/ui/NewPasswordFields.tsx';
import { ResultBanners } from '#islands/ui/Banner.tsx';
import { formText, useFieldText } from '#islands/ui/field-text.ts';

export const SIGNUP_REDIRECT_MS = 500;
const PASSWORD_FIELDS = [
  { id: 'signup-password', name: 'password', label: 'Password' },
  { id: 'signup-retype', name: 'retypePassword', label: 'Retype Password' },
] as const;

export default function SignUpForm({ children }: { children?: ReactNode }) {
  const live = useLiveIsland<HTMLDivElement>();
  const password = useFieldText();
  const retype = useFieldText();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(null);
    const read = (name: string) => formText(event.currentTarget, name);
    const form = { username: read('username'), email: read('email'), password: read('password'), retype: read('retypePassword') };
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
    <AuthCard ref={live} title="Create Account" tagline="Join our academic community" closeHref="/">
      {children}
      {/* post: a submission without JavaScript never puts the password into the address. */}
      <form method="post" className="space-y-4" onSubmit={submit} noValidate>
        <ResultBanners error={error} notice={success} onDismiss={() => setError(null)} />
        <div>
          <label htmlFor="signup-username" className="label">
            Username
          </label>
          <input
            id="signup-username"
            name="username"
            type="text"
            autoComplete="username"
            required
            maxLength={USERNAME_MAX}
            className="input"
            aria-describedby="signup-username-hint"
          />
          <p id="signup-username-hint" className="mt-1 text-xs text-slate-700">
            Shown on the reviews you post from your account.
          </p>
        </div>
        <div>
          <label htmlFor="signup-email" className="label">
            Email
          </label>
          <input id="signup-email" name="email" type="email" autoComplete="email" required className="input" />
        </div>
        <NewPasswordFields fields={[password, retype]} names={PASSWORD_FIELDS} hint={PASSWORD_RULE_HINT} required />
        <button type="submit" className="btn-primary w-full" disabled={sending}>
          Sign Up
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Already have an account? <a href="/login">Log in</a>
      </p>
      <p className="mt-2 text-xs text-slate-700">
        By signing up you agree to our <a href="/terms">Terms of Use</a> and <a href="/guidelines">Community Guidelines</a>. See how we
        handle your data in the <a href="/privacy">Privacy Policy</a>.
      </p>
    </AuthCard>
  );
}
