// The profile's password: masked, and with 'Edit Details' on, replaced (typed twice, with the
// strength bar and the match indicator of the sign-up form).
import { api } from '#stores/auth.ts';
import { passwordUpdateError } from '#shared/accounts/account-forms.ts';
import NewPasswordFields from '#islands/ui/NewPasswordFields.tsx';
import { useFieldText } from '#islands/ui/field-text.ts';
import EditableField, { EditorForm } from './EditableField';
import type { EditorProps } from './editor-props';

export default function PasswordEditor(editor: EditorProps) {
  const value = (
    <span className="text-lg tracking-widest" aria-label="Password hidden">
      ••••••••
    </span>
  );
  return (
    <EditableField label="Password" value={value} changeLabel="Change password" editor={editor}>
      <PasswordForm {...editor} />
    </EditableField>
  );
}

const PASSWORD_FIELDS = [
  { id: 'profile-new-password', label: 'New Password' },
  { id: 'profile-retype-password', label: 'Retype New Password' },
] as const;

function PasswordForm(editor: EditorProps) {
  const newPassword = useFieldText();
  const retype = useFieldText();
  const passwords = { newPassword: newPassword.text, retypeNewPassword: retype.text };

  const send = async () => {
    await api.account.updatePassword.mutate(passwords);
    return 'Password updated successfully';
  };
  return (
    <EditorForm editor={editor} className="mt-2 space-y-3" problem={() => passwordUpdateError(passwords)} send={send}>
      <NewPasswordFields fields={[newPassword, retype]} names={PASSWORD_FIELDS} onEdit={() => editor.onError(null)} />
    </EditorForm>
  );
}
