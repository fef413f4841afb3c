// The text of an uncontrolled field, for feedback shown next to it (the strength bar, the match
// line, a button enabled once something is typed). The field keeps its own value, so what was
// typed into the server-rendered form before hydration stays; the text is read from the field
// after hydration and on every change.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useFieldText<T extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>() {
  const ref = useRef<T>(null);
  const [text, setText] = useState('');
  const sync = useCallback(() => setText(ref.current?.value ?? ''), []);
  useEffect(sync, [sync]);
  return { ref, text, sync, setText };
}

/** The text of the form's field `name` as it would be sent ('' when absent, e.g. no subject chosen). */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
