// A query against the word index (word-index.ts): matched word by word over the universities
// each word lists, and the best `limit` kept by tier, reviews, word order, name length and name
// (docs/rules/pages-and-search.md#search, decision 045).
import { canonicalOf, readQuery } from './read-name.ts';
import type { Order, TermWords, WordIndex } from './word-index.ts';

export interface Ranked {
  doc: number;
  /**
   * 0: a short name (its own domain's or the maintained list's) or the whole name; 1: its
   * initials; 2: every word matched as typed (or as the start of a word); 3: with typos, or a
   * word only in the country.
   */
  tier: number;
  /** The query's words appear in the name in the order typed. */
  inOrder: boolean;
}

// How well a query found a university, best last: its tier is TIERS less its mark (Ranked.tier).
const TYPO = 1;
const AS_TYPED = 2;
const INITIALS = 3;
const SHORT_NAME = 4;
const TIERS = SHORT_NAME;

/** Typos forgiven in a word of this length: one from 5 letters, two from 9. */
export const typoBudget = (length: number): number => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/** Longer query words are matched as typed only (no name has such a word; it bounds the work). */
const MAX_TYPO_LENGTH = 30;
/** Matched query words kept per index; beyond it the memory starts again. */
const MAX_KEPT_TERMS = 20_000;

/** The term with two neighbouring letters swapped, each way once. */
function swapsOf(term: string): string[] {
  const swaps = new Set<string>();
  for (let at = 0; at + 1 < term.length; at++) {
    if (term[at] !== term[at + 1]) swaps.add(term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2));
  }
  return [...swaps];
}

// MiniSearch's fuzzy lookup counts Levenshtein edits, where two swapped letters are two; looking
// up each swap of the word with one edit fewer makes a swap cost one.
function termWords(index: WordIndex, term: string): TermWords {
  const kept = index.terms.get(term);
  if (kept) return kept;
  const { vocabulary } = index;
  const exact = new Set<number>(vocabulary.atPrefix(term).values());
  const canonical = vocabulary.get(canonicalOf(term));
  if (canonical !== undefined) exact.add(canonical);
  const typo = new Set<number>();
  const budget = term.length <= MAX_TYPO_LENGTH ? typoBudget(term.length) : 0;
  if (budget > 0) {
    for (const [id] of vocabulary.fuzzyGet(term, budget).values()) typo.add(id);
    for (const swapped of swapsOf(term)) {
      if (budget === 1) {
        const id = vocabulary.get(swapped);
        if (id !== undefined) typo.add(id);
      } else {
        for (const [id] of vocabulary.fuzzyGet(swapped, budget - 1).values()) typo.add(id);
      }
    }
  }
  const words = { exact: [...exact], typo: [...typo].filter((id) => !exact.has(id)) };
  if (index.terms.size >= MAX_KEPT_TERMS) index.terms.clear();
  index.terms.set(term, words);
  return words;
}

/** Whether the terms (bits of `masks`) appear in the name's words in their order. */
function inTypedOrder(slots: number[][], masks: Map<number, number>, count: number): boolean {
  let next = 0;
  for (const forms of slots) {
    let mask = 0;
    for (const id of forms) mask |= masks.get(id) ?? 0;
    if (mask & (1 << next) && ++next === count) return true;
  }
  return false;
}

// Marks each university the term's words give: TYPO with typos, or only by the country; AS_TYPED
// as typed or as the start of a word. Adds the universities newly marked to `found`, when given.
function markTerm(index: WordIndex, words: TermWords, marks: Uint8Array, found?: Found): void {
  marks.fill(0);
  const add = (docs: Int32Array, mark: number) => {
    for (let at = 0; at < docs.length; at++) {
      const doc = docs[at]!;
      if (marks[doc]! >= mark) continue;
      if (found && marks[doc] === 0) found.docs[found.count++] = doc;
      marks[doc] = mark;
    }
  };
  for (const id of words.typo) add(index.strong[id]!, TYPO);
  for (const id of words.exact) {
    add(index.weak[id]!, TYPO);
    add(index.strong[id]!, AS_TYPED);
  }
}

interface Found {
  docs: Int32Array;
  count: number;
}

/**
 * The best `limit` universities for a query: by tier, then most reviewed, then with the words in
 * the order typed, then fewer words, then by name. Every word of the query must match a word of
 * the university (small words may be left out).
 */
export function rankQuery(index: WordIndex, order: Order, query: string, limit: number): Ranked[] {
  const { terms, compact, wholeKey } = readQuery(query);
  const size = index.size;
  if (terms.length === 0 || size === 0) return [];
  const { best, current, found: docs } = index.scratch;
  // The universities the first word finds; the other words can only narrow them.
  const found: Found = { docs, count: 0 };
  const masks = new Map<number, number>();
  terms.forEach((term, position) => {
    const words = termWords(index, term);
    if (terms.length > 1) {
      for (const id of [...words.typo, ...words.exact]) masks.set(id, (masks.get(id) ?? 0) | (1 << position));
    }
    if (position === 0) return markTerm(index, words, best, found);
    markTerm(index, words, current);
    // Keeps the universities this word finds too; a university is in `found` while its mark is above 0.
    let kept = 0;
    for (let at = 0; at < found.count; at++) {
      const doc = docs[at]!;
      if (current[doc]! < best[doc]!) best[doc] = current[doc]!;
      if (best[doc]! > 0) docs[kept++] = doc;
    }
    found.count = kept;
  });
  const mark = (keyed: number[] | undefined, value: number) => {
    for (const doc of keyed ?? []) {
      if (best[doc] === 0) docs[found.count++] = doc;
      if (best[doc]! < value) best[doc] = value;
    }
  };
  mark(index.initials.get(compact), INITIALS);
  for (const key of new Set([compact, wholeKey])) mark(index.exact.get(key), SHORT_NAME);

  const inOrder = (doc: number) => terms.length === 1 || inTypedOrder(index.slots[doc]!, masks, terms.length);
  return keepBest(found, best, order, size, limit, inOrder);
}

// Sort key: tier, then the order's place (review group, then rank), a name out of the typed order
// after those in it within a group. On its own so that the engine optimises the loop.
function keepBest(found: Found, best: Uint8Array, order: Order, size: number, limit: number, inOrder: (doc: number) => boolean): Ranked[] {
  const tierStep = order.groupCount * 2 * size;
  const places = order.places;
  const docs = found.docs;
  // The kept ones, best first.
  const keys: number[] = [];
  const kept: Ranked[] = [];
  let worst = Infinity;
  for (let at = 0; at < found.count; at++) {
    const doc = docs[at]!;
    const tier = TIERS - best[doc]!;
    const key = tier * tierStep + places[doc]!;
    if (key >= worst || tier === TIERS) continue;
    const typedOrder = tier <= 1 || inOrder(doc);
    const sortKey = typedOrder ? key : key + size;
    if (sortKey >= worst) continue;
    if (keys.length === limit) {
      keys.pop();
      kept.pop();
    }
    let place = keys.length;
    while (place > 0 && keys[place - 1]! > sortKey) place--;
    keys.splice(place, 0, sortKey);
    kept.splice(place, 0, { doc, tier, inOrder: typedOrder });
    if (keys.length === limit) worst = keys[limit - 1]!;
  }
  return kept;
}
