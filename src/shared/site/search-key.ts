// Folding used by search: the stored key and the query are folded the same way, so matching
// ignores case, accents and punctuation.

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
};

/** Lower case, accents removed, runs of anything but letters and digits turned into one space. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßøłđðæœıþħ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// Small words skipped by the short initials, so 'MIT' finds Massachusetts Institute of Technology.
export const MINOR_WORDS: ReadonlySet<string> = new Set([
  'of',
  'the',
  'and',
  'for',
  'in',
  'at',
  'a',
  'an',
  'on',
  'de',
  'del',
  'della',
  'di',
  'des',
  'du',
  'la',
  'le',
  'les',
  'da',
  'do',
  'dos',
  'das',
  'y',
  'e',
  'et',
  'und',
  'der',
  'fur',
]);

/** The initials of a name: with minor words skipped, and of every word. */
export function initialsOf(name: string): string[] {
  const words = foldText(name).split(' ').filter(Boolean);
  const major = words.filter((word) => !MINOR_WORDS.has(word));
  const short = major.map((word) => word[0]).join('');
  const every = words.map((word) => word[0]).join('');
  return [...new Set([short, every])].filter((initials) => initials.length >= 2);
}

/** The stored search key: the folded name, then '|' and each set of initials. */
export function searchKeyOf(name: string): string {
  return [foldText(name), ...initialsOf(name)].join('|');
}
