// The inside of every modal (the shell is ModalDialog): title, description, the dialog's own
// fields, the alert that says what went wrong, and the Cancel and confirm buttons. 'plain' for a
// short dialog; 'sticky' for a long form, whose alert and buttons stay in view at its foot.
import { useEffect, useRef, type FormEvent, type ReactNode, type Ref } from 'react';
import type { ModalIds } from './ModalDialog';
import DialogActions, { type DialogActionsProps } from './DialogActions';

export interface DialogFrameProps {
  ids: ModalIds;
  title: string;
  /** The text under the title that the dialog is described by. */
  description?: ReactNode;
  layout?: 'plain' | 'sticky';
  /** The alert's id and its text, if any. */
  alert?: { id: string; text?: string | null };
  actions: DialogActionsProps;
  /** Makes the frame a form, sent by the confirm button (when `actions` has no `onConfirm`). */
  form?: { onSubmit: (event: FormEvent) => void; ref?: Ref<HTMLFormElement> };
  children?: ReactNode;
}

export default function DialogFrame({ ids, title, description, layout = 'plain', alert, actions, form, children }: DialogFrameProps) {
  const sticky = layout === 'sticky';
  const head = (
    <>
      <h2 id={ids.titleId} className={`${sticky ? 'text-xl' : 'text-lg'} font-semibold text-slate-900`}>
        {title}
      </h2>
      {description && (
        <p id={ids.descriptionId} className={sticky ? 'mt-1 text-sm text-slate-700' : 'mt-2 text-slate-700'}>
          {description}
        </p>
      )}
    </>
  );
  const problem = alert && <DialogAlert id={alert.id} text={alert.text} margin={sticky ? 'mb-3' : 'mt-3'} />;
  const content = sticky ? (
    <>
      <div className="p-5 sm:p-6">
        {head}
        {children}
      </div>
      <div className="sticky bottom-0 z-20 border-t border-slate-200 bg-white px-5 py-3 sm:px-6">
        {problem}
        <DialogActions {...actions} />
      </div>
    </>
  ) : (
    <>
      {head}
      {children}
      {problem}
      <div className="mt-6">
        <DialogActions {...actions} />
      </div>
    </>
  );
  const className = sticky ? undefined : 'p-6';
  if (!form) return <div className={className}>{content}</div>;
  return (
    <form ref={form.ref} className={className} noValidate onSubmit={form.onSubmit} aria-busy={actions.busy}>
      {content}
    </form>
  );
}

/** Always present, so screen readers announce a problem when it appears. */
function DialogAlert({ id, text, margin }: { id: string; text?: string | null; margin: string }) {
  return (
    <div id={id} role="alert" className={text ? `${margin} rounded-lg border border-red-300 bg-red-50 p-3 text-red-900` : ''}>
      {text}
    </div>
  );
}

/** The ref for the frame's form: a problem with one of its fields (named `radios` for its radio
 * group, `text` for its text field) moves focus to that field, so the fix starts there. */
export function useProblemFocus(problem: { field?: string } | null, radios: string, text: string) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (problem?.field === radios) form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    if (problem?.field === text) form.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
  }, [problem, radios, text]);
  return form;
}
