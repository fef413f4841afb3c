// The profile's account deletion, behind a confirmation; once deleted, the visitor is logged out
// and taken home after a moment to read the notice.
import { useState } from 'react';
import { apiErrorInfo } from '#lib/trpc.ts';
import { api, logoutAndLeave } from '#stores/auth.ts';
import ConfirmDialog from '#islands/ui/ConfirmDialog.tsx';
import { deleteAccountErrorText } from './error-texts';

export const LEAVE_AFTER_DELETE_MS = 1000;

interface Props {
  /** The account is gone: shows `notice` in the panel. */
  onDeleted: (notice: string) => void;
  onError: (message: string) => void;
}

export default function DeleteAccount({ onDeleted, onError }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function deleteAccount() {
    setDeleting(true);
    try {
      await api.account.deleteAccount.mutate();
      setConfirming(false);
      onDeleted('Account deleted successfully');
      setTimeout(() => void logoutAndLeave('/'), LEAVE_AFTER_DELETE_MS);
    } catch (caught) {
      const info = apiErrorInfo(caught);
      setConfirming(false);
      setDeleting(false);
      if (info.status === 401 && typeof info.extra.message !== 'string') {
        window.location.assign('/login?next=/profile');
        return;
      }
      onError(deleteAccountErrorText(caught));
    }
  }

  return (
    <>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <h2 className="text-lg font-semibold">Delete account</h2>
        <p className="mt-1 text-sm text-slate-700">
          Deletes your account, your reviews and your likes. Anonymous reviews were never linked to you and stay.
        </p>
        <button type="button" className="btn mt-3 bg-red-700 text-white hover:bg-red-800" onClick={() => setConfirming(true)}>
          Delete Account
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete Account"
        busyLabel="Deleting..."
        busy={deleting}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={deleteAccount}
      >
        This removes your account, all reviews you wrote while logged in and your likes. It cannot be undone.
      </ConfirmDialog>
    </>
  );
}
