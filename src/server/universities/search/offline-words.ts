// The words the offline index gets for each university beside its name and country (decision
// 045). The offline index is Pagefind's, searched on the results page when the API cannot be
// reached. Pagefind matches words and the starts of words, with no typos, and reads no word as
// another. So a record also holds the words search finds the university by (word-index.ts) that
// its name does not show: its short names (own domain, maintained list), its initials, its
// name's words as their groups' first words ('Technische' as 'technical', 'München' as
// 'munich') and every form of Saint ('st', 'sankt').
import { foldText } from '#shared/site/search-key.ts';
import { isMinor, wordsOf } from './read-name.ts';
import { universityWordsOf, type IndexRow } from './word-index.ts';
import { SAINT_GROUPS } from './words.ts';

const SAINT_FORMS = new Map(SAINT_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));

/** Each university's extra words for the offline index, space-separated ('' when it has none), by its place in `rows`. */
export function offlineWordsOf(rows: IndexRow[]): string[] {
  return universityWordsOf(rows).map(({ words }, doc) => {
    const name = rows[doc]!.name;
    // The name's words as Pagefind reads them: accents and apostrophes make no difference to it.
    const shown = new Set([...wordsOf(name), ...foldText(name).split(' ')]);
    const extra = new Set<string>();
    for (const word of words) {
      for (const form of SAINT_FORMS.get(word) ?? [word]) {
        // A query leaves small words out (offline-search.ts), and a single letter starts too many words.
        if (form.length > 1 && !shown.has(form) && !isMinor(form)) extra.add(form);
      }
    }
    return [...extra].join(' ');
  });
}
