// /compare: change either side. Choosing a university loads the new pair's page (a full page
// load, so its title, canonical link and description come from the server) and says 'Loading
// comparison...' at once, marking the comparison being replaced as busy. The student's weights
// (the address's `w`, kept current by the personal score) go along to the new pair.
import { useEffect, useState } from 'react';
import UniversityPicker, { type PickedUniversity } from '../ui/UniversityPicker';
import Spinner from '../search/Spinner';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import { compareUrl } from './compare-url';
import { WEIGHTS_PARAM } from '#shared/reviews/personal-score.ts';

export interface CompareSwitcherProps {
  uni1: PickedUniversity | null;
  uni2: PickedUniversity | null;
}

export default function CompareSwitcher({ uni1, uni2 }: CompareSwitcherProps) {
  const [first, setFirst] = useState(uni1);
  const [second, setSecond] = useState(uni2);
  const [loading, setLoading] = useState(false);
  const live = useLiveIsland<HTMLElement>();
  // Remounts the pickers, so that their text shows the page's pair again.
  const [generation, setGeneration] = useState(0);
  const same = first !== null && second !== null && first.id === second.id;

  // Back from the next comparison may restore this page from the back/forward cache as it was left.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLoading(false);
      setFirst(uni1);
      setSecond(uni2);
      setGeneration((n) => n + 1);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [uni1, uni2]);

  useEffect(() => {
    const comparison = document.querySelector<HTMLElement>('[data-comparison]');
    if (!comparison) return;
    // Marked busy, not faded: faded text would fail the contrast rule while it is still on screen.
    comparison.setAttribute('aria-busy', String(loading));
  }, [loading]);

  function choose(side: 1 | 2, value: PickedUniversity | null) {
    const pair = side === 1 ? [value, second] : [first, value];
    if (side === 1) setFirst(value);
    else setSecond(value);
    const [a, b] = pair;
    if (!value || !a || !b || a.id === b.id) return;
    setLoading(true);
    window.location.assign(compareUrl(a, b, new URLSearchParams(window.location.search).get(WEIGHTS_PARAM)));
  }

  return (
    <section ref={live} aria-labelledby="compare-change-heading" className="card mt-6" data-compare-switcher>
      <h2 id="compare-change-heading" className="text-lg font-semibold">
        {uni1 && uni2 ? 'Compare other universities' : 'Choose two universities'}
      </h2>
      <p className="mt-1 text-sm text-slate-700">Type in either box and pick a university to change that side.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2" key={generation}>
        <UniversityPicker id="compare-uni1" label="First university" value={first} onChange={(value) => choose(1, value)} />
        <UniversityPicker id="compare-uni2" label="Second university" value={second} onChange={(value) => choose(2, value)} />
      </div>
      <div role="status" className={loading || same ? 'mt-3 text-sm text-slate-700' : undefined}>
        {loading ? (
          <p className="flex items-center gap-2 font-medium text-slate-900" data-testid="compare-loading">
            <Spinner /> Loading comparison...
          </p>
        ) : same ? (
          <p>Choose two different universities.</p>
        ) : null}
      </div>
    </section>
  );
}
