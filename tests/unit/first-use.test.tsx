// @vitest-environment jsdom
// The first use of an island's controls before the island is live (integrations/first-use.mjs,
// docs/decisions/040-every-control-live-at-once.md): kept with a busy state, carried out once on the
// live control, never lost and never twice; links and GET forms left alone; focus carried over to
// the island's own copy of a control it replaced.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { keepFirstUse } from '#integrations/first-use.mjs';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import { ISLAND_LIVE_EVENT } from '#shared/site/first-use.ts';
import { projectRoot } from '../support/paths.ts';

interface Calls {
  clicks: number;
  sorts: string[];
  checks: boolean[];
  submits: string[];
  likes: number;
}

const PLACEHOLDER = '<button type="button" data-first-use="like-1">Like</button>';

/** A small island: a button, a select, a box, a POST form, a GET form, a link, and a Like button
 * that is the server's placeholder (in the static slot) until `cards` turns on. */
function Island({ calls, cards = false }: { calls: Calls; cards?: boolean }) {
  const [sort, setSort] = useState('recent');
  const [verified, setVerified] = useState(false);
  const live = useLiveIsland<HTMLDivElement>(cards);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    calls.submits.push(new FormData(event.currentTarget).get('email') as string);
  };
  return (
    <div ref={live}>
      <button type="button" id="more" onClick={() => (calls.clicks += 1)}>
        More
      </button>
      <select
        id="sort"
        value={sort}
        onChange={(event) => {
          setSort(event.target.value);
          calls.sorts.push(event.target.value);
        }}
      >
        <option value="recent">Most Recent</option>
        <option value="popular">Most Liked</option>
      </select>
      <input
        id="verified"
        type="checkbox"
        checked={verified}
        onChange={(event) => {
          setVerified(event.target.checked);
          calls.checks.push(event.target.checked);
        }}
      />
      <form method="post" onSubmit={submit}>
        <input name="email" defaultValue="" />
        <button type="submit">Send</button>
      </form>
      <form action="/search" method="get">
        <button type="submit">Search</button>
      </form>
      <a href="#elsewhere">Elsewhere</a>
      {cards ? (
        <button type="button" data-first-use="like-1" onClick={() => (calls.likes += 1)}>
          Like
        </button>
      ) : (
        <astro-slot suppressHydrationWarning dangerouslySetInnerHTML={{ __html: PLACEHOLDER }} />
      )}
    </div>
  );
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'astro-slot': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { suppressHydrationWarning?: boolean };
    }
  }
}

// React's development build says so when a hydrated control carries an aria-busy the server did
// not write (the production build does not look); it leaves the attribute, as intended. Nothing
// else may be logged.
const HYDRATED_BUSY = "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties.";
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});

const roots: Root[] = [];
afterEach(async () => {
  await act(async () => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
  expect(logged.filter((text) => !text.startsWith(HYDRATED_BUSY))).toEqual([]);
});

/** The island as the server sent it, watched by the directive; `hydrate` runs the island's code. */
function serverIsland() {
  const calls: Calls = { clicks: 0, sorts: [], checks: [], submits: [], likes: 0 };
  const island = document.createElement('astro-island');
  island.innerHTML = renderToString(<Island calls={calls} />);
  document.body.append(island);
  let root: Root | undefined;
  let started = 0;
  const load = async () => {
    started += 1;
    return async () => undefined;
  };
  keepFirstUse(island, load);
  const $ = <T extends Element>(selector: string) => island.querySelector<T>(selector)!;
  return {
    calls,
    island,
    $,
    started: () => started,
    hydrate: async () => {
      await act(async () => {
        root = hydrateRoot(island, <Island calls={calls} />);
        roots.push(root);
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    },
    showCards: async () => {
      await act(async () => root!.render(<Island calls={calls} cards />));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    },
  };
}

const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('a control used before its island is live', () => {
  it('starts the hydration, shows busy, and is carried out once when the island is live', async () => {
    const { calls, $, started, hydrate } = serverIsland();
    $<HTMLButtonElement>('#more').click();
    $<HTMLButtonElement>('#more').click();
    choose($('#sort'), 'popular');
    $<HTMLInputElement>('#verified').click();
    $<HTMLInputElement>('input[name="email"]').value = 'early@example.com';
    $<HTMLButtonElement>('form[method="post"] button').click();
    $<HTMLButtonElement>('form[method="post"] button').click();

    expect(started()).toBe(1);
    expect($('#more').getAttribute('aria-busy')).toBe('true');
    expect($('#sort').getAttribute('aria-busy')).toBe('true');
    expect($('#verified').getAttribute('aria-busy')).toBe('true');
    expect($('form[method="post"] button').getAttribute('aria-busy')).toBe('true');
    // What the controls show is the visitor's choice.
    expect($<HTMLSelectElement>('#sort').value).toBe('popular');
    expect($<HTMLInputElement>('#verified').checked).toBe(true);
    expect(calls).toEqual({ clicks: 0, sorts: [], checks: [], submits: [], likes: 0 });

    await hydrate();
    // Twice pressed before: once carried out.
    expect(calls).toEqual({ clicks: 1, sorts: ['popular'], checks: [true], submits: ['early@example.com'], likes: 0 });
    expect($<HTMLSelectElement>('#sort').value).toBe('popular');
    expect($<HTMLInputElement>('#verified').checked).toBe(true);
    expect($('[aria-busy]')).toBeNull();

    // Live now: the island's own handlers, once per use.
    $<HTMLButtonElement>('#more').click();
    expect(calls.clicks).toBe(2);
    expect($('[aria-busy]')).toBeNull();
  });

  it('keeps the latest choice of a select and drops a choice taken back', async () => {
    const { calls, $, hydrate } = serverIsland();
    choose($('#sort'), 'popular');
    choose($('#sort'), 'recent');
    $<HTMLInputElement>('#verified').click();
    $<HTMLInputElement>('#verified').click();
    await hydrate();
    expect(calls.sorts).toEqual([]);
    expect(calls.checks).toEqual([]);
    expect($('[aria-busy]')).toBeNull();
  });

  it('leaves links and GET forms with an address to the browser', () => {
    const { $, started } = serverIsland();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('a').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const search = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    $('form[method="get"]').dispatchEvent(search);
    expect(search.defaultPrevented).toBe(false);
    expect(started()).toBe(0);
  });

  it("waits for the island's own copy of a placeholder, then presses it once and gives it the focus", async () => {
    const { calls, $, island, hydrate, showCards } = serverIsland();
    const placeholder = $<HTMLButtonElement>('astro-slot [data-first-use="like-1"]');
    placeholder.focus();
    placeholder.click();
    await hydrate();
    // Hydrated, but the Like button is still the server's copy: the press waits, busy.
    expect(calls.likes).toBe(0);
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    // Pressed again meanwhile: still one press.
    placeholder.click();
    expect(calls.likes).toBe(0);

    await showCards();
    const own = $<HTMLButtonElement>('[data-first-use="like-1"]');
    expect(own).not.toBe(placeholder);
    expect(island.contains(placeholder)).toBe(false);
    expect(calls.likes).toBe(1);
    expect(document.activeElement).toBe(own);
    expect($('[aria-busy]')).toBeNull();
  });

  it('drops a kept press when the island is settled without a copy of its control', async () => {
    const calls: Calls = { clicks: 0, sorts: [], checks: [], submits: [], likes: 0 };
    const island = document.createElement('div');
    island.innerHTML = `<astro-slot>${PLACEHOLDER}</astro-slot>`;
    const astroIsland = document.createElement('astro-island');
    astroIsland.append(island);
    document.body.append(astroIsland);
    keepFirstUse(astroIsland, async () => async () => undefined);
    const placeholder = astroIsland.querySelector<HTMLButtonElement>('button')!;
    placeholder.click();
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    vi.useFakeTimers();
    island.dispatchEvent(new CustomEvent('island:live', { bubbles: true, detail: { settled: true } }));
    vi.runAllTimers();
    vi.useRealTimers();
    expect(placeholder.hasAttribute('aria-busy')).toBe(false);
    expect(calls.likes).toBe(0);
  });

  it('keeps the last radio of a group that was chosen, once', () => {
    const island = document.createElement('astro-island');
    island.innerHTML = ['4', '5'].map((value) => `<input type="radio" name="overall" value="${value}">`).join('');
    document.body.append(island);
    keepFirstUse(island, async () => async () => undefined);
    const [four, five] = [...island.querySelectorAll('input')];
    four!.click();
    five!.click();
    four!.click();
    expect(five!.hasAttribute('aria-busy')).toBe(false);
    const replayed: string[] = [];
    island.addEventListener('click', (event) => replayed.push((event.target as HTMLInputElement).value));
    vi.useFakeTimers();
    island.dispatchEvent(new CustomEvent(ISLAND_LIVE_EVENT, { bubbles: true, detail: { settled: true } }));
    vi.runAllTimers();
    vi.useRealTimers();
    expect(replayed).toEqual(['4']);
    expect(four!.checked).toBe(true);
    expect(island.querySelector('[aria-busy]')).toBeNull();
  });
});

describe('every island hydrated by our directives', () => {
  it('says when its controls are live (useLiveIsland), or a use kept before would wait for ever', () => {
    const astroFiles = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? astroFiles(file) : entry.name.endsWith('.astro') ? [file] : [];
      });
    const islands = new Set<string>();
    for (const file of astroFiles(path.join(projectRoot, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/<(\w+)\s[^>]*client:intent(?:-visible)?\b/g)) {
        const from = new RegExp(`import ${name}\\b[^;]*? from '#islands/([^']+)'`).exec(text)?.[1];
        expect(from, `${name} in ${file}`).toBeDefined();
        islands.add(from!);
      }
    }
    expect(islands.size).toBeGreaterThanOrEqual(10);
    for (const island of islands) {
      expect(fs.readFileSync(path.join(projectRoot, 'src/islands', island), 'utf8'), island).toContain('useLiveIsland<');
    }
  });
});
