// A row of the profile's details that can be changed: its value with a 'Change ...' button (while
// 'Edit Details' is on) or, while open, its editor: the fields, then Save and Cancel. Save checks
// the draft first, then sends it; the panel's banners say how it went.
import type { ReactNode } from 'react';
import type { EditorProps } from './editor-props';
import { useRequest } from './use-request';

interface EditableFieldProps {
  label: string;
  value: ReactNode;
  changeLabel: string;
  editor: EditorProps;
  /** The editor, mounted while open, so each opening starts from a fresh draft. */
  children: ReactNode;
}

export default function EditableField({ label, value, changeLabel, editor, children }: EditableFieldProps) {
  return (
    <div className="py-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      {editor.open ? (
        children
      ) : (
        <dd className="mt-1 flex items-center justify-between gap-3">
          {value}
          {editor.editing && (
            <button type="button" className="btn-secondary" onClick={editor.onOpen}>
              {changeLabel}
            </button>
          )}
        </dd>
      )}
    </div>
  );
}

interface EditorFormProps {
  editor: EditorProps;
  className: string;
  /** What is wrong with the draft, checked before sending; null when nothing. */
  problem: () => string | null;
  /** Sends the draft; resolves to the notice to show. */
  send: () => Promise<string>;
  children: ReactNode;
}

export function EditorForm({ editor, className, problem, send, children }: EditorFormProps) {
  const { busy, run } = useRequest(editor.onError);
  const save = () => {
    const found = problem();
    if (found) return editor.onError(found);
    void run(async () => editor.onSaved(await send()));
  };
  return (
    <dd className={className}>
      {children}
      <div className="flex gap-2">
        <button type="button" className="btn-primary" disabled={busy} onClick={save}>
          Save
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={editor.onCancel}>
          Cancel
        </button>
      </div>
    </dd>
  );
}
