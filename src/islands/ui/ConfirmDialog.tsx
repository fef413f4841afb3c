// A modal confirmation (the shell: ModalDialog): focus starts on the confirm button, Escape
// cancels, and focus returns to the control that opened it.
import type { ReactNode } from 'react';
import ModalDialog from './ModalDialog';
import DialogActions from './DialogActions';

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
      {({ titleId, descriptionId }) => (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {children && (
            <div id={descriptionId} className="mt-2 text-slate-700">
              {children}
            </div>
          )}
          <div className="mt-6">
            <DialogActions
              cancelLabel={cancelLabel}
              onCancel={onCancel}
              confirmLabel={confirmLabel}
              busy={busy}
              busyLabel={busyLabel}
              destructive={destructive}
              onConfirm={onConfirm}
            />
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
