// /forgotPassword: request a reset link; the sent state 'Check Your Email'. Server-rendered with
// an uncontrolled field, so the form is there before the code loads and keeps what was typed
// meanwhile; it needs JavaScript to send (the page passes its no-JavaScript note as `children`).
import { useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import { useHydrated } from '#islands/hooks/use-hydrated.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import AuthCard from '#islands/ui/AuthCard.tsx';
import { ErrorBanner } from '#islands/ui/Banner.tsx';
import { formText, useFieldText } from '#islands/ui/field-text.ts';
import { NETWORK_ERROR, TOO_MANY_REQUESTS } from '#shared/site/messages.ts';

export const FORGOT_SUCCESS =
  "If an account with that email exists, we've sent you a password reset link. Please check your email and spam folder.";

/** The error texts of this form, by status (docs/rules/accounts-and-tokens.md#account-error-texts). */
export function forgotPasswordErrorText(error: unknown): string {
  const info = apiErrorInfo(error);
  if (info.network) return NETWORK_ERROR;
  if (info.status === 404) return 'No account found with that email address.';
  if (info.status === 429) return TOO_MANY_REQUESTS;
  const message = typeof info.extra.message === 'string' ? info.extra.message : info.message;
  return message || 'An error occurred. Please try again.';
}

export default function ForgotPasswordForm({ children }: { children?: ReactNode }) {
  const live = useLiveIsland<HTMLDivElement>();
  const email = useFieldText();
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = formText(event.currentTarget, 'email').trim();
    setSending(true);
    setError(null);
    try {
      await api.account.forgotPassword.mutate({ email: address });
      setSent(true);
    } catch (caught) {
      setError(forgotPasswordErrorText(caught));
    }
    setSending(false);
  }

  if (sent) {
    return (
      <AuthCard ref={live} title="Check Your Email" role="status">
        <p className="text-slate-800">{FORGOT_SUCCESS}</p>
        <p className="mt-2 text-sm text-slate-700">The link works once and for 60 minutes.</p>
        <div className="mt-6 flex flex-wrap gap-2">
          {/* The form comes back with a new, empty field. */}
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setSent(false);
              email.setText('');
            }}
          >
            Try a different email
          </button>
          <a href="/login" className="btn-primary">
            Back to Login
          </a>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      ref={live}
      title="Forgot Password?"
      tagline="Enter your account's email and we'll send you a link to set a new password."
      closeHref="/login"
    >
      {children}
      <form method="post" className="space-y-4" onSubmit={submit}>
        {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
        <div>
          <label htmlFor="forgot-email" className="label">
            Email
          </label>
          <input
            ref={email.ref}
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            className="input"
            onChange={() => {
              email.sync();
              setError(null);
            }}
          />
        </div>
        {/* Enabled in the server-rendered form; once hydrated, only with an email typed. */}
        <button type="submit" className="btn-primary w-full" disabled={hydrated && (!email.text.trim() || sending)}>
          {sending ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-700">The link works once and expires after 60 minutes.</p>
      <p className="mt-2 text-sm text-slate-700">
        Remember your password? <a href="/login">Back to Login</a>
      </p>
    </AuthCard>
  );
}
