// Live search on /search/university without React. The address follows the box at once
// (replaceState, no history entries); the search runs 500 ms after the last keystroke, or at once
// on submit. It fetches the page itself for the new term and moves its summary and list into this
// page (the server writes them, in one place); a spinner replaces them only when a search has
// waited 300 ms. When the server cannot be reached or fails (5xx), Pagefind's offline index
// answers, shown with the views of the page's <template>. Everything else on the page stays put.
import { SEARCH_MIN_LENGTH } from '#shared/limits.ts';
import { plural } from '#shared/reviews/ratings.ts';
import { searchOffline } from './offline-search';

export const TERM_DEBOUNCE_MS = 500;
export const SPINNER_DELAY_MS = 300;

/** What goes into the status region and the list. */
interface Shown {
  status: Node[];
  list: Node[];
}

export function startLiveSearch(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-search-form]');
  const input = form?.querySelector<HTMLInputElement>('input[name="name"]');
  const section = document.querySelector<HTMLElement>('[data-search-results]');
  const status = section?.querySelector<HTMLElement>('[data-search-status]');
  const list = section?.querySelector<HTMLElement>('[data-search-list]');
  const views = document.querySelector<HTMLTemplateElement>('template[data-search-views]');
  if (!form || !input || !section || !status || !list || !views) return;

  /** The term on screen, or being searched. */
  let wanted = section.dataset.term ?? '';
  let searches = 0;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let spinnerTimer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;

  /** A copy of one of the template's views (its element with `data-view`). */
  function view(name: string): HTMLElement {
    const element = views!.content.querySelector<HTMLElement>(`[data-view="${name}"]`);
    if (!element) throw new Error(`The search page has no '${name}' view`);
    return element.cloneNode(true) as HTMLElement;
  }

  function show({ status: summary, list: items }: Shown) {
    status!.replaceChildren(...summary);
    list!.replaceChildren(...items);
  }

  /** This page's summary and list for `term`, or null when the server failed. Throws when unreachable. */
  async function fromServer(term: string, signal: AbortSignal): Promise<Shown | null> {
    const url = new URL(window.location.pathname, window.location.origin);
    url.searchParams.set('name', term);
    const response = await fetch(url, { signal, headers: { Accept: 'text/html' } });
    if (response.status >= 500) return null;
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const summary = page.querySelector('[data-search-results] [data-search-status]');
    const items = page.querySelector('[data-search-results] [data-search-list]');
    return summary && items ? { status: [...summary.childNodes], list: [...items.childNodes] } : null;
  }

  async function fromOfflineIndex(term: string): Promise<Shown> {
    try {
      const { total, hits } = await searchOffline(term);
      if (hits.length) {
        const summary = view('offline');
        summary.querySelector('[data-slot="count"]')!.textContent = plural(total, 'university', 'universities');
        summary.querySelector('[data-slot="term"]')!.textContent = term;
        summary.querySelector('[data-slot="shown"]')!.textContent = String(hits.length);
        summary.querySelector<HTMLElement>('[data-slot="narrow"]')!.hidden = total <= hits.length;
        const offlineList = view('offline-list');
        const ol = offlineList.querySelector('ol')!;
        const card = ol.querySelector('li')!;
        ol.replaceChildren(
          ...hits.map((hit) => {
            const item = card.cloneNode(true) as HTMLElement;
            const link = item.querySelector('a')!;
            link.href = hit.url;
            link.textContent = hit.name;
            const country = item.querySelector('p');
            if (hit.country === null) country?.remove();
            else if (country) country.textContent = hit.country;
            return item;
          }),
        );
        return { status: [...summary.childNodes], list: [...offlineList.childNodes] };
      }
    } catch (error) {
      console.warn('The offline search index could not be loaded either:', error);
    }
    return { status: [...view('unreachable').childNodes], list: [] };
  }

  async function search(term: string) {
    wanted = term;
    const current = ++searches;
    request?.abort();
    clearTimeout(spinnerTimer);
    if (term.length < SEARCH_MIN_LENGTH) {
      section!.setAttribute('aria-busy', 'false');
      show({ status: [...view('ready').childNodes], list: [] });
      return;
    }
    const controller = (request = new AbortController());
    section!.setAttribute('aria-busy', 'true');
    spinnerTimer = setTimeout(() => show({ status: [...view('searching').childNodes], list: [] }), SPINNER_DELAY_MS);
    let next: Shown | null = null;
    try {
      next = await fromServer(term, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('University search failed:', error);
    }
    if (current !== searches) return;
    next ??= await fromOfflineIndex(term);
    if (current !== searches) return;
    clearTimeout(spinnerTimer);
    show(next);
    section!.setAttribute('aria-busy', 'false');
  }

  function writeUrl(text: string) {
    const url = new URL(window.location.href);
    if (text) url.searchParams.set('name', text);
    else url.searchParams.delete('name');
    if (url.href !== window.location.href) history.replaceState(history.state, '', url);
  }

  function typed() {
    const term = input!.value.trim();
    writeUrl(term);
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => term !== wanted && void search(term), TERM_DEBOUNCE_MS);
  }

  input.addEventListener('input', typed);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typingTimer);
    const term = input.value.trim();
    writeUrl(term);
    if (term !== wanted) void search(term);
  });
  // Typed before this script ran: search that, as if typed now.
  if (input.value.trim() !== wanted) typed();
}
