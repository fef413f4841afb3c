// The coach's hints under a review text field: one plain line per kind found, in amber (advice,
// not an error). The region is always in the page so that new hints are announced politely.
import { COACH_HINTS, type FlagKind } from '#shared/trust/flag-kinds.ts';

export default function CoachHints({ id, kinds }: { id: string; kinds: readonly FlagKind[] }) {
  return (
    <div id={id} aria-live="polite">
      {kinds.length > 0 && (
        <ul className="mt-2 space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {kinds.map((kind) => (
            <li key={kind} className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-full bg-amber-700 text-xs leading-none font-bold text-white"
              >
                !
              </span>
              <span>{COACH_HINTS[kind]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
