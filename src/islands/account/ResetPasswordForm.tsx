// /resetPassword?token=: the form, checked against the link's token once hydrated (invalid: two
// links), and the done state with a redirect to /login after 3 s. Server-rendered with
// uncontrolled fields, so the form is there before the code loads and keeps what was typed
// meanwhile and while the token is checked; it needs JavaScript to send (the page passes its
// no-JavaScript note as `children`).
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import { resetPasswordError } from '#shared/accounts/account-forms.ts';
import { PASSWORD_RULE_HINT } from '#shared/accounts/password.ts';
import { useHydrated } from '#islands/hooks/use-hydrated.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import AuthCard from '#islands/ui/AuthCard.tsx';
import NewPasswordFields from '#islands/ui/NewPasswordFields.tsx';
import { ErrorBanner } from '#islands/ui/Banner.tsx';
import { useFieldText } from '#islands/ui/field-text.ts';
import { NETWORK_ERROR } from '#shared/site/messages.ts';

const PASSWORD_FIELDS = [
  { id: 'reset-password', name: 'newPassword', label: 'New Password' },
  { id: 'reset-confirm', name: 'confirmPassword', label: 'Confirm New Password' },
] as const;

export const RESET_REDIRECT_MS = 3000;
type Phase = 'checking' | 'form' | 'invalid' | 'done';

export default function ResetPasswordForm({ children }: { children?: ReactNode }) {
  const live = useLiveIsland<HTMLDivElement>();
  const hydrated = useHydrated();
  const [token, setToken] = useState('');
  const [phase, setPhase] = useState<Phase>('checking');
  const [invalidText, setInvalidText] = useState('');
  const newPassword = useFieldText();
  const confirmPassword = useFieldText();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [doneMessage, setDoneMessage] = useState('');

  // The token is in the address, which only the browser knows: read after hydration.
  useEffect(() => {
    const linkToken = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(linkToken);
    if (!linkToken) {
      setInvalidText('Invalid or missing reset token. Please request a new password reset link.');
      setPhase('invalid');
      return;
    }
    api.account.validateResetToken
      .mutate({ token: linkToken })
      .then(() => setPhase('form'))
      .catch((caught) => {
        const info = apiErrorInfo(caught);
        setInvalidText(
          info.network
            ? 'Unable to validate reset link. Please try again or request a new link.'
            : info.message || 'This reset link has expired. Please request a new one.',
        );
        setPhase('invalid');
      });
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const passwords = { newPassword: newPassword.text, confirmPassword: confirmPassword.text };
    const problem = resetPasswordError(passwords);
    if (problem) {
      setError(problem);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await api.account.resetPassword.mutate({ token, ...passwords });
      setDoneMessage(result.message);
      setPhase('done');
      setTimeout(() => window.location.assign('/login'), RESET_REDIRECT_MS);
    } catch (caught) {
      const info = apiErrorInfo(caught);
      if (info.network) setError(NETWORK_ERROR);
      else if (info.status === 400) setError(info.message || 'Invalid request. Please check your information and try again.');
      else setError(info.message || 'An error occurred. Please try again.');
    }
    setSubmitting(false);
  }

  if (phase === 'invalid') {
    return (
      <AuthCard ref={live} title="Reset link not valid">
        <p className="text-slate-800" role="alert">
          {invalidText}
        </p>
        <div className="mt-6 flex flex-wrap gap-2">
          <a href="/forgotPassword" className="btn-primary">
            Request New Reset Link
          </a>
          <a href="/login" className="btn-secondary">
            Back to Login
          </a>
        </div>
      </AuthCard>
    );
  }
  if (phase === 'done') {
    return (
      <AuthCard ref={live} title="Password Reset!" role="status">
        <p className="text-slate-800">{doneMessage}</p>
        <p className="mt-2 text-sm text-slate-700">You will be redirected to the login page in a few seconds.</p>
        <a href="/login" className="btn-primary mt-6">
          Go to Login
        </a>
      </AuthCard>
    );
  }

  // In the server-rendered form the button is enabled; once hydrated, only for a valid link and
  // both fields filled in.
  const blocked = hydrated && (phase !== 'form' || submitting || !newPassword.text || !confirmPassword.text);
  return (
    <AuthCard ref={live} title="Reset Password" tagline="Choose a new password for your account." closeHref="/login">
      {children}
      <p role="status" className="mb-4 text-slate-800 empty:hidden">
        {hydrated && phase === 'checking' && 'Validating your reset link...'}
      </p>
      {/* post: a submission without JavaScript never puts the password into the address. */}
      <form method="post" className="space-y-4" onSubmit={submit}>
        {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
        <NewPasswordFields
          fields={[newPassword, confirmPassword]}
          names={PASSWORD_FIELDS}
          hint={PASSWORD_RULE_HINT}
          required
          disabled={submitting}
          onEdit={() => setError(null)}
        />
        <button type="submit" className="btn-primary w-full" disabled={blocked}>
          {submitting ? 'Resetting Password...' : 'Reset Password'}
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Remember your password? <a href="/login">Sign In</a>
      </p>
    </AuthCard>
  );
}
