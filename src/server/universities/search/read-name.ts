// How search reads a name, a query and a web domain into words (docs/rules/pages-and-search.md#search):
// folded as the stored key is (search-key.ts), apostrophes dropped inside a word so 'queens'
// finds "Queen's", each word also read as the word that stands for its group (words.ts).
import { getDomain, getDomainWithoutSuffix } from 'tldts';
import { MINOR_WORDS, foldText, initialsOf } from '#shared/site/search-key.ts';
import { MORE_MINOR_WORDS, WORD_GROUPS } from './words.ts';

const APOSTROPHES = /['\u2018\u2019\u02bc`\u00b4]/g;

const CANONICAL = new Map<string, string>(WORD_GROUPS.flatMap((group) => group.map((word) => [word, group[0]!] as const)));
const MINOR = new Set([...MINOR_WORDS, ...MORE_MINOR_WORDS]);

/** The folded words of a text, an apostrophe joining the letters around it. */
export function wordsOf(text: string): string[] {
  const folded = foldText(text.replace(APOSTROPHES, ''));
  return folded ? folded.split(' ') : [];
}

/** The word that stands for the word's group, or the word itself. */
export const canonicalOf = (word: string): string => CANONICAL.get(word) ?? word;

export const isMinor = (word: string): boolean => MINOR.has(word);

/** A short name as it is looked up: folded, without spaces or punctuation. */
export const compactOf = (text: string): string => wordsOf(text).join('');

export interface NameReading {
  /** The name's words but small ones, in order, each with the forms it is found by. */
  slots: string[][];
  /** Every word the name is found by: the slots' forms, small words, the parts around apostrophes. */
  words: Set<string>;
  /** The name's words but small ones, each as its group's word, sorted: equal for the same name written in another order or language. */
  wholeKey: string;
  /** Initials, with and without small words ('mit', 'miot'). */
  initials: string[];
}

export function readName(name: string): NameReading {
  const words = new Set<string>();
  const slots: string[][] = [];
  for (const word of wordsOf(name)) {
    const forms = [...new Set([word, canonicalOf(word)])];
    for (const form of forms) words.add(form);
    if (!isMinor(word)) slots.push(forms);
  }
  for (const part of foldText(name).split(' ')) if (part) words.add(part);
  return {
    slots,
    words,
    wholeKey: keyOfWords(slots.map((forms) => forms[0]!)),
    initials: initialsOf(name.replace(APOSTROPHES, '')),
  };
}

/** The key of a set of words for the whole-name lookup. */
export const keyOfWords = (words: string[]): string => [...new Set(words.map(canonicalOf))].sort().join(' ');

export interface QueryReading {
  /** The words to match, small ones left out unless the query has nothing else, each once. */
  terms: string[];
  /** The whole query without spaces, for short names and initials. */
  compact: string;
  /** As NameReading.wholeKey. */
  wholeKey: string;
}

/** More terms than any name has words: the rest of a very long query is not matched. */
const MAX_TERMS = 12;

export function readQuery(query: string): QueryReading {
  const words = wordsOf(query);
  const major = words.filter((word) => !isMinor(word));
  const terms = [...new Set(major.length > 0 ? major : words)].slice(0, MAX_TERMS);
  return { terms, compact: words.join(''), wholeKey: major.length > 0 ? keyOfWords(major) : '' };
}

export interface ListedDomain {
  /** The domain as registered ('caltech.edu' for 'www.caltech.edu', 'utoronto.ca' for 'scar.utoronto.ca'). */
  registrable: string;
  /** Its name without the public suffix ('caltech', 'tu-dresden'). */
  label: string;
  /** The listed domain is the registered one itself (or its www), not a subdomain. */
  own: boolean;
}

/** A listed domain read against the public suffix list; null for a bare suffix or a malformed name. */
export function readDomain(domain: string): ListedDomain | null {
  const host = domain
    .toLowerCase()
    .replace(/^\.+|\.+$/g, '')
    .replace(/^www\./, '');
  const registrable = getDomain(host, { allowPrivateDomains: false });
  const label = getDomainWithoutSuffix(host, { allowPrivateDomains: false });
  if (!registrable || !label) return null;
  return { registrable, label, own: host === registrable };
}
