// The shell of every modal on the native <dialog>: the page behind is inert, Escape cancels (not
// while busy), focus moves in on opening and back to where it was on closing. When the browser
// closes the dialog by itself (Chrome does on a repeated Escape, busy or not), the caller is told
// too, so its state follows and the dialog can open again.
import { useEffect, useId, useRef, type ReactNode } from 'react';

const WIDTHS = {
  narrow: 'w-[min(28rem,calc(100vw-2rem))]',
  medium: 'w-[min(32rem,calc(100vw-2rem))]',
  wide: 'w-[min(34rem,calc(100vw-1.5rem))]',
} as const;

/** The ids the content gives its title and its description. */
export interface ModalIds {
  titleId: string;
  descriptionId: string;
}

export interface ModalDialogProps {
  open: boolean;
  /** While busy, Escape does not cancel. */
  busy?: boolean;
  /** Escape, or the browser closed the dialog: the caller closes it (sets `open` false). */
  onDismiss: () => void;
  width?: keyof typeof WIDTHS;
  /** Whether the content has a description (the element with `descriptionId`). */
  described?: boolean;
  /** The control to focus on opening; by default the browser's choice (the first control). */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null;
  testId?: string;
  children: (ids: ModalIds) => ReactNode;
}

export default function ModalDialog({
  open,
  busy = false,
  onDismiss,
  width = 'medium',
  described,
  initialFocus,
  testId,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const focusFirst = useRef(initialFocus);
  focusFirst.current = initialFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      focusFirst.current?.(dialog)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  /** Back to the control that opened the dialog, unless the caller has put focus elsewhere. */
  const returnFocus = () => {
    const target = opener.current;
    opener.current = null;
    requestAnimationFrame(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && target instanceof HTMLElement && target.isConnected) target.focus();
    });
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onDismiss();
      }}
      onClose={() => {
        // Still meant to be open (and not opened again since): the browser closed it.
        if (open && !ref.current?.open) onDismiss();
        returnFocus();
      }}
      className={`m-auto ${WIDTHS[width]} rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      {children({ titleId, descriptionId })}
    </dialog>
  );
}
