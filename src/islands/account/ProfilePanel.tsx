// /profile: username, email and a masked password; 'Edit Details' with separate editors for the
// username and the password; account deletion behind a confirmation.
import { useState } from 'react';
import type { User } from '#shared/types.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { $auth, api, logoutAndLeave, updateUser } from '#stores/auth.ts';
import { passwordUpdateError, usernameError } from '#shared/accounts/account-forms.ts';
import AuthGuard from './AuthGuard';
import PasswordInput from '../ui/PasswordInput';
import { MatchIndicator, StrengthBar } from '../ui/PasswordFeedback';
import { ErrorBanner, SuccessBanner } from '../ui/Banner';
import ConfirmDialog from '../ui/ConfirmDialog';

export const LEAVE_AFTER_DELETE_MS = 1000;

/** The error texts for profile updates (docs/rules/accounts-and-tokens.md#account-error-texts). */
export function profileErrorText(error: unknown): string {
  const info = apiErrorInfo(error);
  if (info.network) return 'No response from server. Please try again.';
  const message = typeof info.extra.message === 'string' ? info.extra.message : undefined;
  return info.message || message || 'An error occurred';
}

/** The error texts for account deletion (docs/rules/accounts-and-tokens.md#account-error-texts). */
export function deleteAccountErrorText(error: unknown): string {
  const info = apiErrorInfo(error);
  if (typeof info.extra.message === 'string') return info.extra.message;
  if (info.network) return 'Network error. Please check your connection and try again.';
  if (info.status === 401) return 'You must be logged in to delete your account.';
  if (info.status === 404) return 'Account not found.';
  return 'Failed to delete account. Please try again.';
}

function Details({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [editor, setEditor] = useState<'none' | 'username' | 'password'>('none');
  const [username, setUsername] = useState(user.username);
  const [newPassword, setNewPassword] = useState('');
  const [retypeNewPassword, setRetype] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const closeEditor = () => {
    setEditor('none');
    setUsername($auth.get().user?.username ?? '');
    setNewPassword('');
    setRetype('');
    setError(null);
  };

  async function saveUsername() {
    const problem = usernameError(username);
    if (problem) return setError(problem);
    setSaving(true);
    try {
      const result = await api.account.updateUsername.mutate({ username: username.trim() });
      updateUser({ username: result.username });
      setNotice('Username updated successfully');
      setEditor('none');
      setError(null);
    } catch (caught) {
      setError(profileErrorText(caught));
    }
    setSaving(false);
  }

  async function savePassword() {
    const problem = passwordUpdateError({ newPassword, retypeNewPassword });
    if (problem) return setError(problem);
    setSaving(true);
    try {
      await api.account.updatePassword.mutate({ newPassword, retypeNewPassword });
      setNotice('Password updated successfully');
      setEditor('none');
      setNewPassword('');
      setRetype('');
      setError(null);
    } catch (caught) {
      setError(profileErrorText(caught));
    }
    setSaving(false);
  }

  async function deleteAccount() {
    setDeleting(true);
    try {
      await api.account.deleteAccount.mutate();
      setConfirmDelete(false);
      setNotice('Account deleted successfully');
      setTimeout(() => void logoutAndLeave('/'), LEAVE_AFTER_DELETE_MS);
    } catch (caught) {
      const info = apiErrorInfo(caught);
      setConfirmDelete(false);
      setDeleting(false);
      if (info.status === 401 && typeof info.extra.message !== 'string') {
        window.location.assign('/login?next=/profile');
        return;
      }
      setError(deleteAccountErrorText(caught));
    }
  }

  return (
    <div className="card mx-auto max-w-xl p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Your Profile</h1>
        {!editing ? (
          <button type="button" className="btn-secondary" onClick={() => { setEditing(true); setNotice(null); }}>Edit Details</button>
        ) : (
          <button type="button" className="btn-secondary" onClick={() => { closeEditor(); setEditing(false); }}>Done</button>
        )}
      </div>
      <div className="mt-4 space-y-3">
        {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
        {notice && <SuccessBanner>{notice}</SuccessBanner>}
      </div>
      <dl className="mt-6 divide-y divide-slate-200">
        <div className="py-4">
          <dt className="text-sm font-medium text-slate-700">Username</dt>
          {editor === 'username' ? (
            <dd className="mt-2 space-y-2">
              <label htmlFor="profile-username" className="sr-only">New username</label>
              <input id="profile-username" className="input" value={username} autoComplete="username" onChange={(e) => { setUsername(e.target.value); setError(null); }} />
              <div className="flex gap-2">
                <button type="button" className="btn-primary" disabled={saving} onClick={saveUsername}>Save</button>
                <button type="button" className="btn-secondary" disabled={saving} onClick={closeEditor}>Cancel</button>
              </div>
            </dd>
          ) : (
            <dd className="mt-1 flex items-center justify-between gap-3">
              <span className="text-lg" data-testid="profile-username">{user.username}</span>
              {editing && <button type="button" className="btn-secondary" onClick={() => { closeEditor(); setEditor('username'); }}>Change username</button>}
            </dd>
          )}
        </div>
        <div className="py-4">
          <dt className="text-sm font-medium text-slate-700">Email</dt>
          <dd className="mt-1 text-lg">{user.email}</dd>
        </div>
        <div className="py-4">
          <dt className="text-sm font-medium text-slate-700">Password</dt>
          {editor === 'password' ? (
            <dd className="mt-2 space-y-3">
              <div>
                <PasswordInput id="profile-new-password" label="New Password" autoComplete="new-password" value={newPassword} onChange={(e) => { setNewPassword(e.target.value); setError(null); }} />
                <StrengthBar password={newPassword} />
              </div>
              <div>
                <PasswordInput id="profile-retype-password" label="Retype New Password" autoComplete="new-password" value={retypeNewPassword} onChange={(e) => { setRetype(e.target.value); setError(null); }} />
                <MatchIndicator password={newPassword} confirm={retypeNewPassword} />
              </div>
              <div className="flex gap-2">
                <button type="button" className="btn-primary" disabled={saving} onClick={savePassword}>Save</button>
                <button type="button" className="btn-secondary" disabled={saving} onClick={closeEditor}>Cancel</button>
              </div>
            </dd>
          ) : (
            <dd className="mt-1 flex items-center justify-between gap-3">
              <span className="text-lg tracking-widest" aria-label="Password hidden">••••••••</span>
              {editing && <button type="button" className="btn-secondary" onClick={() => { closeEditor(); setEditor('password'); }}>Change password</button>}
            </dd>
          )}
        </div>
      </dl>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <h2 className="text-lg font-semibold">Delete account</h2>
        <p className="mt-1 text-sm text-slate-700">Deletes your account, your reviews and your likes. Anonymous reviews were never linked to you and stay.</p>
        <button type="button" className="btn mt-3 bg-red-700 text-white hover:bg-red-800" onClick={() => setConfirmDelete(true)}>Delete Account</button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete your account?"
        confirmLabel="Delete Account"
        busyLabel="Deleting..."
        busy={deleting}
        destructive
        onCancel={() => setConfirmDelete(false)}
        onConfirm={deleteAccount}
      >
        This removes your account, all reviews you wrote while logged in and your likes. It cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

export default function ProfilePanel() {
  return <AuthGuard>{(user) => <Details user={user} />}</AuthGuard>;
}
