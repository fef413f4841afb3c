// /forgotPassword: request a reset link; the sent state 'Check Your Email'.
import { useState, type FormEvent } from 'react';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import { typedValue } from '#lib/prefill.ts';
import { ErrorBanner } from '../ui/Banner';

export const FORGOT_SUCCESS =
  "If an account with that email exists, we've sent you a password reset link. Please check your email and spam folder.";

/** The error texts of this form, by status (docs/rules/accounts-and-tokens.md#account-error-texts). */
export function forgotPasswordErrorText(error: unknown): string {
  const info = apiErrorInfo(error);
  if (info.network) return 'Network error. Please check your connection and try again.';
  if (info.status === 404) return 'No account found with that email address.';
  if (info.status === 429) return 'Too many requests. Please try again later.';
  const message = typeof info.extra.message === 'string' ? info.extra.message : info.message;
  return message || 'An error occurred. Please try again.';
}

export default function ForgotPasswordForm() {
  const [email, setEmail] = useState(() => typedValue('forgot-email'));
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await api.account.forgotPassword.mutate({ email: email.trim() });
      setSent(true);
    } catch (caught) {
      setError(forgotPasswordErrorText(caught));
    }
    setSending(false);
  }

  if (sent) {
    return (
      <div className="card mx-auto max-w-md p-8" role="status">
        <h1 className="text-2xl font-bold">Check Your Email</h1>
        <p className="mt-3 text-slate-800">{FORGOT_SUCCESS}</p>
        <p className="mt-2 text-sm text-slate-700">The link works once and for 60 minutes.</p>
        <div className="mt-6 flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => { setSent(false); setEmail(''); }}>Try a different email</button>
          <a href="/login" className="btn-primary">Back to Login</a>
        </div>
      </div>
    );
  }

  return (
    <div className="card mx-auto max-w-md p-8">
      <h1 className="text-2xl font-bold">Forgot Password?</h1>
      <p className="mt-1 text-slate-700">Enter your account's email and we'll send you a link to set a new password.</p>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
        <div>
          <label htmlFor="forgot-email" className="label">Email</label>
          <input id="forgot-email" type="email" autoComplete="email" required className="input" value={email} onChange={(e) => { setEmail(e.target.value); setError(null); }} />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={!email.trim() || sending}>
          {sending ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p className="mt-6 text-sm"><a href="/login">Back to Login</a></p>
    </div>
  );
}
