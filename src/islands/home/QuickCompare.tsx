// 'Quick Compare Universities': a disclosure with two pickers and 'Compare Now', which is enabled
// once two different universities are chosen and opens their comparison. Server-rendered closed;
// the disclosure needs JavaScript: a press before hydration opens it once the island is live
// (client:intent-visible), and the page passes its no-JavaScript note as `children`.
import { useState, type ReactNode } from 'react';
import { useHydrated } from '#islands/hooks/use-hydrated.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import UniversityPicker, { type PickedUniversity } from '../ui/UniversityPicker';
import { compareUrl } from '../compare/compare-url';

export default function QuickCompare({ children }: { children?: ReactNode }) {
  const hydrated = useHydrated();
  const live = useLiveIsland<HTMLElement>();
  const [expanded, setExpanded] = useState(false);
  const [first, setFirst] = useState<PickedUniversity | null>(null);
  const [second, setSecond] = useState<PickedUniversity | null>(null);
  const same = first !== null && second !== null && first.id === second.id;
  const ready = first !== null && second !== null && !same;

  return (
    <section ref={live} aria-labelledby="quick-compare-heading" className="card mt-12">
      <h2 id="quick-compare-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="quick-compare-panel"
          onClick={() => setExpanded((open) => !open)}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg text-left"
        >
          Quick Compare Universities
          <span
            aria-hidden="true"
            hidden={!hydrated}
            className={`text-base text-brand-700 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
          >
            ▼
          </span>
        </button>
      </h2>
      {children}
      <div id="quick-compare-panel" hidden={!expanded} className="mt-4">
        <p className="text-slate-700">Choose two universities to see their student ratings side by side.</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <UniversityPicker id="quick-compare-first" label="First university" value={first} onChange={setFirst} />
          <UniversityPicker id="quick-compare-second" label="Second university" value={second} onChange={setSecond} />
        </div>
        <p role="status" className="mt-3 min-h-6 text-sm text-slate-700">
          {same ? 'Choose two different universities.' : ready ? `Ready to compare ${first.name} and ${second.name}.` : ''}
        </p>
        <button
          type="button"
          className="btn-primary mt-2 w-full sm:w-auto"
          disabled={!ready}
          onClick={() => ready && window.location.assign(compareUrl(first, second))}
        >
          Compare Now
        </button>
      </div>
    </section>
  );
}
