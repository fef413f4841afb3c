// The profile's username: shown, and with 'Edit Details' on, changed in place.
import { useState } from 'react';
import { $auth, api, updateUser } from '#stores/auth.ts';
import { usernameError } from '#shared/accounts/account-forms.ts';
import { profileErrorText } from './error-texts';
import type { EditorProps } from './editor-props';

export default function UsernameEditor({ username, ...editor }: EditorProps & { username: string }) {
  return (
    <div className="py-4">
      <dt className="text-sm font-medium text-slate-700">Username</dt>
      {editor.open ? (
        <UsernameForm {...editor} />
      ) : (
        <dd className="mt-1 flex items-center justify-between gap-3">
          <span className="text-lg" data-testid="profile-username">
            {username}
          </span>
          {editor.editing && (
            <button type="button" className="btn-secondary" onClick={editor.onOpen}>
              Change username
            </button>
          )}
        </dd>
      )}
    </div>
  );
}

/** Mounted while open, so each opening starts from the current name. */
function UsernameForm({ onCancel, onSaved, onError }: EditorProps) {
  const [username, setUsername] = useState(() => $auth.get().user?.username ?? '');
  const [saving, setSaving] = useState(false);

  async function save() {
    const problem = usernameError(username);
    if (problem) return onError(problem);
    setSaving(true);
    try {
      const result = await api.account.updateUsername.mutate({ username: username.trim() });
      updateUser({ username: result.username });
      onSaved('Username updated successfully');
    } catch (caught) {
      onError(profileErrorText(caught));
    }
    setSaving(false);
  }

  return (
    <dd className="mt-2 space-y-2">
      <label htmlFor="profile-username" className="sr-only">
        New username
      </label>
      <input
        id="profile-username"
        className="input"
        value={username}
        autoComplete="username"
        onChange={(e) => {
          setUsername(e.target.value);
          onError(null);
        }}
      />
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
