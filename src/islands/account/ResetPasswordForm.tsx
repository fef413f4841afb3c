// /resetPassword?token=: validating, invalid (two links), the form, and the done state with a
// redirect to /login after 3 s.
import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api } from '#stores/auth.ts';
import { typedValue } from '#lib/prefill.ts';
import { resetPasswordError } from '#shared/accounts/account-forms.ts';
import PasswordInput from '../ui/PasswordInput';
import { MatchIndicator, StrengthBar } from '../ui/PasswordFeedback';
import CloseLink from '../ui/CloseLink';
import { ErrorBanner } from '../ui/Banner';

export const RESET_REDIRECT_MS = 3000;
type Phase = 'validating' | 'invalid' | 'form' | 'done';

export default function ResetPasswordForm() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [phase, setPhase] = useState<Phase>(token ? 'validating' : 'invalid');
  const [invalidText, setInvalidText] = useState(
    token ? '' : 'Invalid or missing reset token. Please request a new password reset link.',
  );
  const [newPassword, setNewPassword] = useState(() => typedValue('reset-password'));
  const [confirmPassword, setConfirmPassword] = useState(() => typedValue('reset-confirm'));
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [doneMessage, setDoneMessage] = useState('');

  useEffect(() => {
    if (!token) return;
    api.account.validateResetToken
      .mutate({ token })
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
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = resetPasswordError({ newPassword, confirmPassword });
    if (problem) {
      setError(problem);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await api.account.resetPassword.mutate({ token, newPassword, confirmPassword });
      setNewPassword('');
      setConfirmPassword('');
      setDoneMessage(result.message);
      setPhase('done');
      setTimeout(() => window.location.assign('/login'), RESET_REDIRECT_MS);
    } catch (caught) {
      const info = apiErrorInfo(caught);
      if (info.network) setError('Network error. Please check your connection and try again.');
      else if (info.status === 400) setError(info.message || 'Invalid request. Please check your information and try again.');
      else setError(info.message || 'An error occurred. Please try again.');
    }
    setSubmitting(false);
  }

  if (phase === 'validating') {
    return (
      <div className="card mx-auto max-w-md p-8" role="status" aria-live="polite">
        <p className="text-slate-800">Validating your reset link...</p>
      </div>
    );
  }
  if (phase === 'invalid') {
    return (
      <div className="card mx-auto max-w-md p-8">
        <h1 className="text-2xl font-bold">Reset link not valid</h1>
        <p className="mt-3 text-slate-800" role="alert">{invalidText}</p>
        <div className="mt-6 flex flex-wrap gap-2">
          <a href="/forgotPassword" className="btn-primary">Request New Reset Link</a>
          <a href="/login" className="btn-secondary">Back to Login</a>
        </div>
      </div>
    );
  }
  if (phase === 'done') {
    return (
      <div className="card mx-auto max-w-md p-8" role="status">
        <h1 className="text-2xl font-bold">Password Reset!</h1>
        <p className="mt-3 text-slate-800">{doneMessage}</p>
        <p className="mt-2 text-sm text-slate-700">You will be redirected to the login page in a few seconds.</p>
        <a href="/login" className="btn-primary mt-6">Go to Login</a>
      </div>
    );
  }

  const clearOnEdit = (setter: (v: string) => void) => (value: string) => {
    setter(value);
    setError(null);
  };
  return (
    <div className="card relative mx-auto max-w-md p-8">
      <CloseLink href="/login" />
      <h1 className="text-2xl font-bold">Reset Password</h1>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
        <div>
          <PasswordInput id="reset-password" label="New Password" autoComplete="new-password" required disabled={submitting} value={newPassword} onChange={(e) => clearOnEdit(setNewPassword)(e.target.value)} />
          <StrengthBar password={newPassword} />
        </div>
        <div>
          <PasswordInput id="reset-confirm" label="Confirm New Password" autoComplete="new-password" required disabled={submitting} value={confirmPassword} onChange={(e) => clearOnEdit(setConfirmPassword)(e.target.value)} />
          <MatchIndicator password={newPassword} confirm={confirmPassword} />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={submitting || !newPassword || !confirmPassword}>
          {submitting ? 'Resetting Password...' : 'Reset Password'}
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Remember your password? <a href="/login">Sign In</a>
      </p>
    </div>
  );
}
