// A modal confirmation (the shell: ModalDialog): focus starts on the confirm button, Escape
// cancels, and focus returns to the control that opened it.
import type { ReactNode } from 'react';
import ModalDialog from './ModalDialog';
import DialogFrame from './DialogFrame';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, cancelLabel = 'Cancel', busy = false, busyLabel, destructive, onConfirm, onCancel } = props;
  return (
    <ModalDialog
      open={open}
      busy={busy}
      onDismiss={onCancel}
      width="narrow"
      described={Boolean(children)}
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>('button[data-confirm]')}
    >
      {(ids) => (
        <DialogFrame ids={ids} title={title} actions={{ cancelLabel, onCancel, confirmLabel, busy, busyLabel, destructive, onConfirm }}>
          {/* A block, not the frame's paragraph: the caller's content may be more than a line. */}
          {children && (
            <div id={ids.descriptionId} className="mt-2 text-slate-700">
              {children}
            </div>
          )}
        </DialogFrame>
      )}
    </ModalDialog>
  );
}
