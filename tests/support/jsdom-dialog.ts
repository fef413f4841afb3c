// jsdom has no modal dialogs: opening and closing are enough for the island tests; the browser
// tier checks the real ones (inert page, Escape, focus).

export function stubModalDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

/** What Chrome does on a repeated Escape, even when the page cancels it: closes the dialog. */
export function browserClosesDialog(dialog: HTMLDialogElement) {
  dialog.open = false;
  dialog.dispatchEvent(new Event('close'));
}
