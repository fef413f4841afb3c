// @ts-check
/* global setTimeout, CustomEvent, Element, Event, HTMLButtonElement, HTMLElement, HTMLFormElement, HTMLInputElement, HTMLSelectElement, SubmitEvent */
// The browser side shared by our client directives (intent-directive.mjs): no use of a control is
// lost while its island is not live yet (docs/decisions/040-every-control-live-at-once.md).
// - A press, touch, focus or key inside the island starts its hydration at once.
// - Until the island says its controls are live (ISLAND_LIVE_EVENT, sent by useLiveIsland after
//   each commit), the first use of each control is kept: a button's click, a select's value, a
//   box's check, a form's submit. The control shows it is busy (aria-busy) and the island's own
//   handlers never see the event. Links and GET forms with an action are left alone: they work
//   as they are. Typed text stays in its field, where the island reads it.
// - When the island is live, each kept use is carried out once on the live control: the same
//   element when hydration kept it, else the island's copy with the same name (FIRST_USE_KEY or id).
//   Controls inside the island's static slot (astro-slot) stay placeholders until then.
// - Focus that was on a control the island replaced goes to the control's copy.
import { FIRST_USE_KEY, ISLAND_LIVE_EVENT } from '#shared/site/first-use.ts';

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'];
const CONTROLS = 'button, select, input, textarea, summary, a[href], form';

/**
 * @typedef {{ kind: 'click' } | { kind: 'check'; checked: boolean; initial: boolean } | { kind: 'value'; value: string; initial: string } | { kind: 'submit'; submitter: HTMLElement | null }} Action
 * @typedef {Action & { element: HTMLElement; key: string | null; busy: HTMLElement; busyBefore: string | null }} Use
 */

/** @param {Element} element */
function keyOf(element) {
  const named = element.getAttribute(FIRST_USE_KEY) || element.id;
  if (named) return named;
  if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox') && element.name) {
    return `${element.name}=${element.value}`;
  }
  return null;
}

/** @param {Element} kept @param {HTMLInputElement} radio */
const sameGroup = (kept, radio) =>
  kept instanceof HTMLInputElement && kept.type === 'radio' && kept.name === radio.name && kept.form === radio.form;

/** @param {HTMLSelectElement} select */
const selectDefault = (select) => ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value ?? '';

/**
 * Sets a property past React's value tracker, which then sees the next event as a change.
 * @param {HTMLElement} element
 * @param {'value' | 'checked'} property
 * @param {unknown} value
 */
function setOwnProperty(element, property, value) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set;
  if (setter) setter.call(element, value);
}

/**
 * Keeps the first use of the island's controls until the island is live, then carries it out.
 * @param {HTMLElement} island the <astro-island>
 * @param {() => Promise<() => Promise<void>>} load the directive's `load`
 * @returns {() => void} starts the hydration (once)
 */
export function keepFirstUse(island, load) {
  let started = false;
  let live = false;
  let settled = false;
  /** @type {Use[]} */
  const uses = [];
  /** The control that had focus last, kept while the island replaces it. @type {HTMLElement | null} */
  let focused = null;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start, true);
    void load().then((hydrate) => hydrate());
  };

  /** @param {Element} element */
  const own = (element) => element.closest('astro-island') === island;
  /** A control of the server's static slot: the island never makes it live, only replaces it. @param {Element} element */
  const inSlot = (element) => {
    const slot = element.closest('astro-slot');
    return !!slot && island.contains(slot);
  };
  /** @param {EventTarget | null} target */
  const controlOf = (target) => {
    const control = target instanceof Element ? target.closest(CONTROLS) : null;
    return control instanceof HTMLElement && own(control) ? control : null;
  };
  /** @param {HTMLElement} control */
  const waiting = (control) => !live || inSlot(control);

  /** The live control for a kept one: itself when hydration kept it, else the island's copy. @param {HTMLElement} element */
  function counterpart(element) {
    if (element.isConnected && !inSlot(element)) return element;
    const key = keyOf(element);
    if (!key) return null;
    for (const candidate of island.querySelectorAll(CONTROLS)) {
      if (candidate instanceof HTMLElement && keyOf(candidate) === key && !inSlot(candidate) && own(candidate)) return candidate;
    }
    return null;
  }

  /**
   * @param {Event} event
   * @param {Action} action
   * @param {HTMLElement} element
   * @param {HTMLElement} busy
   */
  function keep(event, action, element, busy = element) {
    if (action.kind === 'click' || action.kind === 'submit') event.preventDefault();
    // The island's own listeners (React's, if it is hydrating right now) never see a kept use.
    event.stopImmediatePropagation();
    const key = keyOf(element);
    // A radio chosen replaces the earlier choice in its group.
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      for (const use of uses.filter((kept) => kept.element !== element && sameGroup(kept.element, element))) release(use);
    }
    const earlier = uses.find((use) => use.element === element || (key !== null && use.key === key));
    if (earlier) {
      // A second press counts once; a select or a box keeps what it shows now.
      if (action.kind === 'value' && earlier.kind === 'value') earlier.value = action.value;
      if (action.kind === 'check' && earlier.kind === 'check') earlier.checked = action.checked;
      return;
    }
    uses.push({ ...action, element, key, busy, busyBefore: busy.getAttribute('aria-busy') });
    busy.setAttribute('aria-busy', 'true');
    start();
  }

  /** @param {Event} event */
  function onClick(event) {
    const control = controlOf(event.target);
    if (!control || !waiting(control)) return;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // The box shows the choice already (the browser checked it before this event).
      keep(event, { kind: 'check', checked: control.checked, initial: control.defaultChecked }, control);
    } else if (control instanceof HTMLButtonElement && control.type === 'button') {
      keep(event, { kind: 'click' }, control);
    }
    // Links, <summary>, fields and submit buttons (see onSubmit) do what the markup says.
  }

  /** @param {Event} event */
  function onChange(event) {
    const control = controlOf(event.target);
    if (!(control instanceof HTMLSelectElement) || !waiting(control)) return;
    keep(event, { kind: 'value', value: control.value, initial: selectDefault(control) }, control);
  }

  /** @param {Event} event */
  function onSubmit(event) {
    const form = controlOf(event.target);
    if (!(form instanceof HTMLFormElement) || !waiting(form)) return;
    // A GET form with an address of its own gives the same result without the island.
    if (form.hasAttribute('action') && form.method === 'get') return;
    const submitter = event instanceof SubmitEvent && event.submitter instanceof HTMLElement ? event.submitter : null;
    keep(event, { kind: 'submit', submitter }, form, submitter ?? form);
  }

  /** @param {Use} use */
  function release(use) {
    uses.splice(uses.indexOf(use), 1);
    if (use.busy.getAttribute('aria-busy') !== 'true') return;
    if (use.busyBefore === null) use.busy.removeAttribute('aria-busy');
    else use.busy.setAttribute('aria-busy', use.busyBefore);
  }

  /** @param {Use} use @param {HTMLElement} target */
  function perform(use, target) {
    if (use.kind === 'click') target.click();
    else if (use.kind === 'check' && target instanceof HTMLInputElement) {
      if (use.checked === use.initial) return;
      setOwnProperty(target, 'checked', !use.checked);
      target.click();
    } else if (use.kind === 'value' && target instanceof HTMLSelectElement) {
      if (use.value === use.initial) return;
      setOwnProperty(target, 'value', use.value);
      target.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (use.kind === 'submit' && target instanceof HTMLFormElement) {
      const submitter = use.submitter && counterpart(use.submitter);
      if (submitter && 'form' in submitter && submitter.form === target) target.requestSubmit(submitter);
      else target.requestSubmit();
    }
  }

  /** Focus lost with a replaced control goes to its copy. */
  function restoreFocus() {
    if (!focused || focused.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body) {
      focused = null;
      return;
    }
    const next = counterpart(focused);
    if (next) {
      next.focus({ preventScroll: true });
      focused = next;
    } else if (settled) focused = null;
  }

  function carryOut() {
    restoreFocus();
    for (const use of [...uses]) {
      const target = counterpart(use.element);
      if (!target) {
        // Still a placeholder: wait for the island's copy, unless the island is done or it is gone.
        if (settled || !use.element.isConnected) release(use);
        continue;
      }
      release(use);
      perform(use, target);
    }
  }

  /** @param {Event} event */
  function onLive(event) {
    live = true;
    settled = !(event instanceof CustomEvent) || event.detail?.settled !== false;
    // After the effects of the same commit (the island's first load starts before a kept filter).
    setTimeout(carryOut, 0);
  }

  /** @param {Event} event */
  function onFocusIn(event) {
    const control = controlOf(event.target);
    if (control) focused = control;
  }

  /** @param {Event} event */
  function onFocusOut(event) {
    const control = controlOf(event.target);
    // Moved elsewhere by the person (still in the page): forget it. Removed with its markup: keep it.
    if (control) setTimeout(() => control === focused && control.isConnected && document.activeElement !== control && (focused = null), 0);
  }

  for (const type of INTENT_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener('click', onClick, true);
  island.addEventListener('change', onChange, true);
  island.addEventListener('submit', onSubmit, true);
  island.addEventListener('focusin', onFocusIn, true);
  island.addEventListener('focusout', onFocusOut, true);
  island.addEventListener(ISLAND_LIVE_EVENT, onLive);
  return start;
}
