// What ProfilePanel hands each of its field editors: one editor is open at a time, and the
// messages show in the panel's banners.
export interface EditorProps {
  /** 'Edit Details' is on: the field offers its 'Change ...' button. */
  editing: boolean;
  /** This editor is the open one. */
  open: boolean;
  /** Opens this editor (closing any other) with a fresh draft. */
  onOpen: () => void;
  /** Closes it without saving. */
  onCancel: () => void;
  /** The change is saved: closes the editor and shows `notice`. */
  onSaved: (notice: string) => void;
  /** Shows an error in the panel, or clears it (null, as the visitor types). */
  onError: (message: string | null) => void;
}
