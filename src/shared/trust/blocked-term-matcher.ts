// Finds blocked terms (./blocked-terms.ts) as whole words in any case, also when written with
// repeated letters ('biiitch'), digits or symbols for letters ('n1gg3r', '@sshole'), * for a vowel
// ('c*nt') or a plural ending. Compiled once into one pattern, so a keystroke costs one scan.
import { BLOCKED_TERMS } from './blocked-terms.ts';
import type { TextMatch } from './text-match.ts';

// What may stand for a letter. Kept to look-alikes that no ordinary word uses for that letter.
const LOOK_ALIKES: Record<string, string> = {
  a: 'a4@*',
  e: 'e3*',
  i: 'i1!|*',
  o: 'o0*',
  u: 'u*',
  s: 's5$',
  t: 't7',
  l: 'l1|',
  g: 'g9',
};

const escapeInClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

// How often one letter may repeat ('biiiiitch'). A bound, not '+': with '+' two neighbouring
// letters that share a look-alike ('o' and 'u' share '*') make a long run cost quadratic time.
const MAX_REPEATS = 10;

/** A run of one letter in a term ('ss' in 'asshole'): the letter or a look-alike, at least as often. */
function letterRunPattern(letter: string, count: number): string {
  return `[${escapeInClass(LOOK_ALIKES[letter] ?? letter)}]{${count},${count * MAX_REPEATS}}`;
}

/** A term's pattern: its runs of letters in order, words separated by any run of spaces. */
function termPattern(term: string): string {
  return term
    .split(' ')
    .map((word) => (word.match(/(.)\1*/g) ?? []).map((run) => letterRunPattern(run[0]!, run.length)).join(''))
    .join('\\s+');
}

// A match starts and ends at a word edge: not inside a longer word ('Scunthorpe', 'raccoon').
// Look-alike symbols count as word characters at the start, so a run of '*' is scanned once.
const BLOCKED_TERM_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}*@$!|])(?:${BLOCKED_TERMS.map(termPattern).join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`,
  'giu',
);

/** Every blocked term in the text, in order. */
export function findBlockedTerms(text: string): TextMatch[] {
  // A look-alike symbol at the end is more likely punctuation ('you paki!'): left out of the match.
  return [...text.matchAll(BLOCKED_TERM_PATTERN)].map((found) => ({ index: found.index, match: found[0].replace(/[!|*]+$/, '') }));
}
