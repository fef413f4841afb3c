// The review form's coach (docs/rules/trust-and-moderation.md#screening): the same rules the
// server runs on submit, run here while the student types, so they learn why a review would be
// held before sending it. The hints never stop the form from submitting. The rules and their tables
// are loaded when a text is first checked, not with the page: building them at load was most of
// the form's blocking time on a slow phone.
import { useCallback, useEffect, useRef, useState } from 'react';
import { FLAG_KINDS, type FlagKind } from '#shared/trust/flag-kinds.ts';

type Screening = typeof import('#shared/trust/screening.ts');
let screening: Promise<Screening> | undefined;
const loadScreening = () => (screening ??= import('#shared/trust/screening.ts'));

/** Typing pauses this long before the text is screened, so hints don't flicker mid-word. */
export const COACH_DELAY_MS = 300;

/** The distinct kinds the rules find in one text, in the order the hints are listed. */
function coachKinds({ screenText }: Screening, text: string): FlagKind[] {
  const found = new Set(screenText(text).map((flag) => flag.kind));
  return FLAG_KINDS.filter((kind) => found.has(kind));
}

const sameKinds = (a: readonly FlagKind[], b: readonly FlagKind[]) => a.length === b.length && a.every((kind, i) => kind === b[i]);

/**
 * The kinds found in a field's text, and `check(text)` to call on each input. The kinds only
 * change when what is found changes, so the hints' live region is not re-announced per keystroke.
 */
export function useCoachHints(): { kinds: readonly FlagKind[]; check: (text: string, now?: boolean) => void } {
  const [kinds, setKinds] = useState<readonly FlagKind[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const check = useCallback((text: string, now = false) => {
    clearTimeout(timer.current);
    const show = (next: readonly FlagKind[]) => setKinds((current) => (sameKinds(current, next) ? current : next));
    // An empty field has nothing to find: the rules are not loaded for it.
    const update = () => (text.trim() ? void loadScreening().then((rules) => show(coachKinds(rules, text))) : show([]));
    if (now) update();
    else timer.current = setTimeout(update, COACH_DELAY_MS);
  }, []);

  return { kinds, check };
}
