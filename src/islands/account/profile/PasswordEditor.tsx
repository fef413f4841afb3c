// The profile's password: masked, and with 'Edit Details' on, replaced (typed twice, with the
// strength bar and the match indicator of the sign-up form).
import { useState } from 'react';
import { api } from '#stores/auth.ts';
import { passwordUpdateError } from '#shared/accounts/account-forms.ts';
import PasswordInput from '#islands/ui/PasswordInput.tsx';
import { MatchIndicator, StrengthBar } from '#islands/ui/PasswordFeedback.tsx';
import { profileErrorText } from './error-texts';
import type { EditorProps } from './editor-props';

export default function PasswordEditor(editor: EditorProps) {
  return (
    <div className="py-4">
      <dt className="text-sm font-medium text-slate-700">Password</dt>
      {editor.open ? (
        <PasswordForm {...editor} />
      ) : (
        <dd className="mt-1 flex items-center justify-between gap-3">
          <span className="text-lg tracking-widest" aria-label="Password hidden">
            ••••••••
          </span>
          {editor.editing && (
            <button type="button" className="btn-secondary" onClick={editor.onOpen}>
              Change password
            </button>
          )}
        </dd>
      )}
    </div>
  );
}

/** Mounted while open, so each opening starts empty. */
function PasswordForm({ onCancel, onSaved, onError }: EditorProps) {
  const [newPassword, setNewPassword] = useState('');
  const [retypeNewPassword, setRetype] = useState('');
  const [saving, setSaving] = useState(false);

  async function save() {
    const problem = passwordUpdateError({ newPassword, retypeNewPassword });
    if (problem) return onError(problem);
    setSaving(true);
    try {
      await api.account.updatePassword.mutate({ newPassword, retypeNewPassword });
      onSaved('Password updated successfully');
    } catch (caught) {
      onError(profileErrorText(caught));
    }
    setSaving(false);
  }

  return (
    <dd className="mt-2 space-y-3">
      <div>
        <PasswordInput
          id="profile-new-password"
          label="New Password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => {
            setNewPassword(e.target.value);
            onError(null);
          }}
        />
        <StrengthBar password={newPassword} />
      </div>
      <div>
        <PasswordInput
          id="profile-retype-password"
          label="Retype New Password"
          autoComplete="new-password"
          value={retypeNewPassword}
          onChange={(e) => {
            setRetype(e.target.value);
            onError(null);
          }}
        />
        <MatchIndicator password={newPassword} confirm={retypeNewPassword} />
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn-primary" disabled={saving} onClick={save}>
          Save
        </button>
        <button type="button" className="btn-secondary" disabled={saving} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dd>
  );
}
