// The browser side of `client:intent` (intent-directive.mjs). No click is replayed: an island that
// uses it must work as plain HTML until hydrated (a field keeps focus and text, a submit button
// submits its form), so a tap that comes before the code does what the markup says.

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'];
const IDLE_TIMEOUT_MS = 2000;

/** @type {import('astro').ClientDirective} */
export default function intent(load, _options, island) {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of INTENT_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(start, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
