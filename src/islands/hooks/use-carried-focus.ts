// A client:only island replaces its static fallback: a visitor who had already clicked into the
// fallback's field would lose the caret mid-word. The first render (while the fallback is still
// in the page) notes whether the field with that id had focus; the effect puts it back.
import { useEffect, useState, type RefObject } from 'react';

export function useCarriedFocus(id: string, ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>) {
  const [hadFocus] = useState(() => typeof document !== 'undefined' && document.activeElement?.id === id);
  useEffect(() => {
    const field = ref.current;
    if (!hadFocus || !field) return;
    field.focus();
    try {
      field.setSelectionRange(field.value.length, field.value.length);
    } catch {
      // email and number fields have no caret position to set
    }
  }, [hadFocus, ref]);
}
