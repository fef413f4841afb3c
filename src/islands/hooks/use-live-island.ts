// Tells the island's directive (client:intent, client:intent-visible) that the controls the island
// has rendered are live: after every commit, so a use kept before hydration is carried out on them
// once (docs/decisions/040-every-control-live-at-once.md). Put the ref on an element the island
// always renders. `settled` is false while some controls are still the server's placeholders (the
// reviews island's static first page): uses of those wait for the island's own copies.
import { useEffect, useRef } from 'react';
import { ISLAND_LIVE_EVENT, type IslandLiveDetail } from '#shared/site/first-use.ts';

export function useLiveIsland<T extends HTMLElement>(settled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.dispatchEvent(new CustomEvent<IslandLiveDetail>(ISLAND_LIVE_EVENT, { bubbles: true, detail: { settled } }));
  });
  return ref;
}
