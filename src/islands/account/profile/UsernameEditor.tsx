// The profile's username: shown, and with 'Edit Details' on, changed in place.
import { useState } from 'react';
import { $auth, api, updateUser } from '#stores/auth.ts';
import { usernameError } from '#shared/accounts/account-forms.ts';
import EditableField, { EditorForm } from './EditableField';
import type { EditorProps } from './editor-props';

export default function UsernameEditor({ username, ...editor }: EditorProps & { username: string }) {
  const value = (
    <span className="text-lg" data-testid="profile-username">
      {username}
    </span>
  );
  return (
    <EditableField label="Username" value={value} changeLabel="Change username" editor={editor}>
      <UsernameForm {...editor} />
    </EditableField>
  );
}

function UsernameForm(editor: EditorProps) {
  const [username, setUsername] = useState(() => $auth.get().user?.username ?? '');

  const send = async () => {
    const result = await api.account.updateUsername.mutate({ username: username.trim() });
    updateUser({ username: result.username });
    return 'Username updated successfully';
  };
  return (
    <EditorForm editor={editor} className="mt-2 space-y-2" problem={() => usernameError(username)} send={send}>
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
          editor.onError(null);
        }}
      />
    </EditorForm>
  );
}
