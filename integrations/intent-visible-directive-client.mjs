// @ts-check
/* global IntersectionObserver */
// The browser side of `client:intent-visible` (intent-directive.mjs): hydrate when the island comes
// into view, as `client:visible` does, or on the first press, touch, focus or key inside it,
// whichever comes first. A use of a control before the island is live is kept and carried out
// then (first-use.mjs).
import { keepFirstUse } from './first-use.mjs';

/** @type {import('astro').ClientDirective} */
export default function intentVisible(load, _options, island) {
  const start = keepFirstUse(island, load);
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    start();
  });
  for (const child of island.children) seen.observe(child);
}
