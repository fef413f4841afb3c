// A dialog's Cancel and confirm buttons, at its foot. While busy, Cancel is disabled and the confirm
// button says what is happening; it stays focusable (aria-disabled, not disabled: a disabled button
// would drop the keyboard focus) and does nothing.

/** The confirm button of a destructive choice: red, so it is not taken for a plain one. */
const DESTRUCTIVE_BUTTON = 'btn bg-red-700 text-white hover:bg-red-800';

export interface DialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  busy: boolean;
  busyLabel?: string;
  destructive?: boolean;
  /** Without it, the confirm button submits the dialog's form. */
  onConfirm?: () => void;
}

export default function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  busy,
  busyLabel,
  destructive,
  onConfirm,
}: DialogActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        data-confirm
        className={`${destructive ? DESTRUCTIVE_BUTTON : 'btn-primary'} aria-disabled:opacity-60`}
        onClick={onConfirm && (() => !busy && onConfirm())}
        aria-disabled={busy || undefined}
      >
        {busy && busyLabel ? busyLabel : confirmLabel}
      </button>
    </div>
  );
}
