// /profile: username, email and a masked password; 'Edit Details' with separate editors for the
// username and the password (one open at a time); 'Verify you are a student'; for a university's
// representative, 'University replies' with the link to /representative; 'Download my data';
// account deletion behind a confirmation; then 'Your reports'. The editors live in profile/; this panel holds which one is open and the banners
// they all report to.
import { useState } from 'react';
import type { User } from '#shared/types.ts';
import { ResultBanners } from '#islands/ui/Banner.tsx';
import AuthGuard from './AuthGuard';
import UsernameEditor from './profile/UsernameEditor';
import PasswordEditor from './profile/PasswordEditor';
import DeleteAccount from './profile/DeleteAccount';
import DownloadData from './profile/DownloadData';
import VerifyStudent from './profile/VerifyStudent';
import RepresentativeLink from './profile/RepresentativeLink';
import YourReports from './profile/YourReports';
import type { EditorProps } from './profile/editor-props';

type Editor = 'none' | 'username' | 'password';

function Details({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [editor, setEditor] = useState<Editor>('none');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const closeEditor = () => {
    setEditor('none');
    setError(null);
  };

  const editorProps = (name: Exclude<Editor, 'none'>): EditorProps => ({
    editing,
    open: editor === name,
    onOpen: () => {
      closeEditor();
      setEditor(name);
    },
    onCancel: closeEditor,
    onSaved: (text) => {
      setNotice(text);
      closeEditor();
    },
    onError: setError,
  });

  return (
    <div className="card mx-auto max-w-xl p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Your Profile</h1>
        {!editing ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setEditing(true);
              setNotice(null);
            }}
          >
            Edit Details
          </button>
        ) : (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              closeEditor();
              setEditing(false);
            }}
          >
            Done
          </button>
        )}
      </div>
      <div className="mt-4 space-y-3">
        <ResultBanners error={error} notice={notice} onDismiss={() => setError(null)} />
      </div>
      <dl className="mt-6 divide-y divide-slate-200">
        <UsernameEditor username={user.username} {...editorProps('username')} />
        <div className="py-4">
          <dt className="text-sm font-medium text-slate-700">Email</dt>
          <dd className="mt-1 text-lg break-words">{user.email}</dd>
        </div>
        <PasswordEditor {...editorProps('password')} />
      </dl>
      <VerifyStudent user={user} />
      <RepresentativeLink user={user} />
      <DownloadData />
      <DeleteAccount onDeleted={setNotice} onError={setError} />
    </div>
  );
}

export default function ProfilePanel() {
  return (
    <AuthGuard>
      {(user) => (
        <>
          <Details user={user} />
          <YourReports />
        </>
      )}
    </AuthGuard>
  );
}
