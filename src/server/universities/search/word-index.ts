// The in-process word index search runs on (docs/rules/pages-and-search.md#search, decision 045).
// Every word of a university (its name's words and their forms, its short names and initials) is
// a key of MiniSearch's radix tree, which finds the words a query word is a prefix of or a few
// typos away from (rank-query.ts); each word lists the universities that have it. Building takes
// a few hundred milliseconds for the full list; it happens only when the universities' names,
// countries or domains changed.
import SearchableMap from 'minisearch/SearchableMap';
import { SHORT_NAMES } from './short-names.ts';
import { canonicalOf, compactOf, isMinor, readDomain, readName, wordsOf, type NameReading } from './read-name.ts';

export interface IndexRow {
  id: number;
  name: string;
  country: string;
  /** The `domains` column: a JSON array of domain names. */
  domains: string;
}

/** The vocabulary words one query word matches. */
export interface TermWords {
  exact: number[];
  typo: number[];
}

export interface WordIndex {
  /** What the index was built from, to know when it must be built again. */
  digest: string;
  size: number;
  ids: number[];
  names: string[];
  countries: string[];
  /** Each name's words but small ones: of equal names, the shorter first. */
  wordCounts: Int32Array;
  /** Each name's place in name order. */
  nameRanks: Int32Array;
  /** Each name's words but small ones, in order, as the vocabulary ids of their forms. */
  slots: number[][][];
  /** Word → vocabulary id. */
  vocabulary: SearchableMap<number>;
  /** Per vocabulary id, the universities with that word in a name or short name. */
  strong: Int32Array[];
  /** Per vocabulary id, the universities with that word only in their country. */
  weak: Int32Array[];
  /** Short names (own domain, maintained list) and whole-name keys → universities. */
  exact: Map<string, number[]>;
  /** Initials → universities. */
  initials: Map<string, number[]>;
  /** Query words matched so far against this vocabulary. */
  terms: Map<string, TermWords>;
  /** Working space of one query (queries run one at a time in a process). */
  scratch: { best: Uint8Array; current: Uint8Array; found: Int32Array };
}

/** The order of the universities outside a query: most reviewed first, then fewer words, then by name. */
export interface Order {
  /** Each university's place: its review group (most reviewed 0) twice over, times the size, plus its rank. */
  places: Float64Array;
  groupCount: number;
}

function domainsOf(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

// A registered domain's name is the short name of the universities whose own domain it is; a
// domain only listed under it ('scar.utoronto.ca') gives it to no one else, unless only one
// university lists anything under it. A small word, or another form of a common word ('uni',
// 'univ'), is nobody's short name.
function domainNamesOf(rows: IndexRow[]): string[][] {
  const registered = new Map<string, { label: string; own: Set<number>; under: Set<number> }>();
  rows.forEach((row, doc) => {
    for (const domain of domainsOf(row.domains)) {
      const read = readDomain(domain);
      if (!read) continue;
      let entry = registered.get(read.registrable);
      if (!entry) registered.set(read.registrable, (entry = { label: read.label, own: new Set(), under: new Set() }));
      (read.own ? entry.own : entry.under).add(doc);
    }
  });
  const shortNames = rows.map((): string[] => []);
  for (const { label, own, under } of registered.values()) {
    const compact = compactOf(label);
    if (compact.length < 2 || canonicalOf(compact) !== compact || isMinor(compact)) continue;
    const holders = own.size > 0 ? own : under.size === 1 ? under : new Set<number>();
    for (const doc of holders) shortNames[doc]!.push(label);
  }
  return shortNames;
}

/** The maintained list's short names of each university. */
function knownNamesOf(rows: IndexRow[]): string[][] {
  const byName = new Map<string, number[]>();
  rows.forEach((row, doc) => byName.set(row.name, [...(byName.get(row.name) ?? []), doc]));
  const shortNames = rows.map((): string[] => []);
  for (const entry of SHORT_NAMES) {
    for (const doc of byName.get(entry.name) ?? []) {
      if (!entry.country || rows[doc]!.country === entry.country) shortNames[doc]!.push(...entry.short);
    }
  }
  return shortNames;
}

/** What search finds a university by: its name read, its short names and every word of them. */
export interface UniversityWords {
  reading: NameReading;
  /** Short names from the maintained list (short-names.ts). */
  known: string[];
  /** Short names from its own web domains. */
  domain: string[];
  /** Every word it is found by: the name's words and their forms, the short names (whole and word by word), the initials. */
  words: Set<string>;
}

/** The words of each university (by its place in `rows`), for the index here and the offline index (offline-words.ts). */
export function universityWordsOf(rows: IndexRow[]): UniversityWords[] {
  const domainNames = domainNamesOf(rows);
  const knownNames = knownNamesOf(rows);
  return rows.map((row, doc) => {
    const reading = readName(row.name);
    const words = new Set(reading.words);
    const known = knownNames[doc]!;
    const domain = domainNames[doc]!;
    for (const short of [...known, ...domain]) {
      const compact = compactOf(short);
      if (!compact) continue;
      words.add(compact);
      for (const word of wordsOf(short)) words.add(word).add(canonicalOf(word));
    }
    for (const letters of reading.initials) words.add(letters);
    return { reading, known, domain, words };
  });
}

const NONE = new Int32Array(0);
/** A list of universities as a typed array; the many empty ones share one. */
const packed = (docs: number[]): Int32Array => (docs.length === 0 ? NONE : Int32Array.from(docs));

export function buildWordIndex(rows: IndexRow[], digest: string): WordIndex {
  const size = rows.length;
  const vocabulary = new SearchableMap<number>();
  const strong: number[][] = [];
  const weak: number[][] = [];
  const idOf = (word: string): number => {
    let id = vocabulary.get(word);
    if (id === undefined) {
      id = strong.length;
      vocabulary.set(word, id);
      strong.push([]);
      weak.push([]);
    }
    return id;
  };
  const exact = new Map<string, number[]>();
  const initials = new Map<string, number[]>();
  const addTo = (keys: Map<string, number[]>, key: string, doc: number) => {
    const docs = keys.get(key);
    if (!docs) keys.set(key, [doc]);
    else if (docs[docs.length - 1] !== doc) docs.push(doc);
  };
  const found = universityWordsOf(rows);
  const claimed = new Set(SHORT_NAMES.flatMap((entry) => entry.short.map(compactOf)));
  const slots: number[][][] = [];
  const wordCounts = new Int32Array(size);

  rows.forEach((row, doc) => {
    const { reading, known, domain, words } = found[doc]!;
    for (const [names, fromList] of [
      [known, true],
      [domain, false],
    ] as const) {
      for (const short of names) {
        const compact = compactOf(short);
        // A short name of the maintained list is its universities' alone: a domain of the same
        // name gives another university the word, not the first place.
        if (compact && (fromList || !claimed.has(compact))) addTo(exact, compact, doc);
      }
    }
    for (const letters of reading.initials) addTo(initials, letters, doc);
    if (reading.wholeKey) addTo(exact, reading.wholeKey, doc);
    for (const word of words) strong[idOf(word)]!.push(doc);
    for (const word of new Set(wordsOf(row.country))) if (!isMinor(word) && !words.has(word)) weak[idOf(word)]!.push(doc);
    slots.push(reading.slots.map((forms) => forms.map(idOf)));
    wordCounts[doc] = reading.slots.length;
  });

  const nameRanks = new Int32Array(size);
  const byName = rows.map((_, doc) => doc);
  byName.sort((a, b) => {
    const x = rows[a]!.name;
    const y = rows[b]!.name;
    return x < y ? -1 : x > y ? 1 : rows[a]!.id - rows[b]!.id;
  });
  byName.forEach((doc, rank) => (nameRanks[doc] = rank));

  return {
    digest,
    size,
    ids: rows.map((row) => row.id),
    names: rows.map((row) => row.name),
    countries: rows.map((row) => row.country),
    wordCounts,
    nameRanks,
    slots,
    vocabulary,
    strong: strong.map(packed),
    weak: weak.map(packed),
    exact,
    initials,
    terms: new Map(),
    scratch: { best: new Uint8Array(size), current: new Uint8Array(size), found: new Int32Array(size) },
  };
}

/** The order outside a query, from each university's review count (by its place in the index). */
export function orderOf(index: WordIndex, reviewCounts: ArrayLike<number>): Order {
  const docs = Array.from({ length: index.size }, (_, doc) => doc);
  docs.sort(
    (a, b) =>
      reviewCounts[b]! - reviewCounts[a]! || index.wordCounts[a]! - index.wordCounts[b]! || index.nameRanks[a]! - index.nameRanks[b]!,
  );
  // Room between two groups for a name out of the typed order (rank-query.ts adds the size).
  const places = new Float64Array(index.size);
  let group = -1;
  docs.forEach((doc, rank) => {
    if (rank === 0 || reviewCounts[doc] !== reviewCounts[docs[rank - 1]!]) group += 1;
    places[doc] = group * 2 * index.size + rank;
  });
  return { places, groupCount: group + 1 };
}
