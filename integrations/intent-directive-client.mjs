// @ts-check
/* global setTimeout */
// The browser side of `client:intent` (intent-directive.mjs): hydrate on the first press, touch,
// focus or key inside the island, or else once the page has loaded and the browser is idle. A use
// of a control before the island is live is kept and carried out then (first-use.mjs).
import { keepFirstUse } from './first-use.mjs';

const IDLE_TIMEOUT_MS = 2000;

/** @type {import('astro').ClientDirective} */
export default function intent(load, _options, island) {
  const start = keepFirstUse(island, load);
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(start, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
