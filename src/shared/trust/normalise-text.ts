// Screening reads text as a person does (docs/rules/trust-and-moderation.md#screening): before any
// rule runs, the text is read once into a plain form, and what a rule finds there is mapped back to
// the text as written. The coach in the form and the server share this reading.
import { DOMAIN_ENDINGS, SECOND_LEVEL_NAMES } from './domains.ts';
import { LOOK_ALIKE_ROWS } from './look-alikes.ts';
import type { TextMatch } from './text-match.ts';

/** The text as screening reads it; for each of its UTF-16 units, where its source starts and ends as written. */
export type ReadText = { written: string; text: string; starts: readonly number[]; ends: readonly number[] };

/** Each look-alike character, and the Latin letter, digit or sign it is read as. */
const LOOK_ALIKES = new Map(LOOK_ALIKE_ROWS.flatMap((row) => [...row].slice(1).map((lookAlike) => [lookAlike, row[0]!] as const)));
// Dots a person reads as a full stop that the confusables data does not list.
for (const dot of '。·∙⋅') LOOK_ALIKES.set(dot, '.');

// Invisible characters: zero-width space, joiners, word joiner, soft hyphen, BOM, bidi controls,
// variation selectors, tag characters and the rest Unicode calls default-ignorable.
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;
const MARK = /\p{M}/gu;
const DIGIT = /^\p{Nd}$/u;
const DASH = /^\p{Pd}$/u;
const SPACE = /^[\p{Zs}\t]$/u;
// A compatibility form longer than this (a ligature of a whole phrase) is kept as it is.
const MAX_FOLDED_LENGTH = 4;

/** A digit of any script as its ASCII digit: digits of a script stand in one run, 0 to 9. */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0)!;
  let zero = code;
  while (DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((code - zero) % 10);
}

/** One character as read: nothing, or its compatibility form without marks, look-alikes as Latin. */
function readCharacter(char: string): string {
  if (INVISIBLE.test(char)) return '';
  const folded = char.normalize('NFKD').replace(MARK, '');
  if (folded.length > MAX_FOLDED_LENGTH) return char;
  let read = '';
  for (const part of folded) {
    if (DIGIT.test(part)) read += asciiDigit(part);
    else if (DASH.test(part)) read += '-';
    else if (SPACE.test(part)) read += ' ';
    else read += LOOK_ALIKES.get(part) ?? part;
  }
  return read;
}

// Characters read before, kept so a keystroke does not fold the same character again. Bounded:
// a text built of every character there is must not grow it for good.
const readCharacters = new Map<string, string>();
const MAX_KEPT_CHARACTERS = 10_000;

/** The text character by character: each read character keeps where its source stands. */
function readEachCharacter(written: string): ReadText {
  const text: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of written) {
    let read = char;
    if (char > '\x7f' || char === '\t') {
      const kept = readCharacters.get(char);
      read = kept ?? readCharacter(char);
      if (kept === undefined && readCharacters.size < MAX_KEPT_CHARACTERS) readCharacters.set(char, read);
    }
    for (let unit = 0; unit < read.length; unit += 1) {
      text.push(read[unit]!);
      starts.push(at);
      ends.push(at + char.length);
    }
    at += char.length;
  }
  return { written, text: text.join(''), starts, ends };
}

/** Whether `part` is `whole` with some characters left out. */
function leavesOut(whole: string, part: string): boolean {
  let at = 0;
  for (const char of part) {
    at = whole.indexOf(char, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * The text with each match of `pattern` replaced. A replacement that only leaves characters out
 * keeps each character's source; any other stands for the whole match as written.
 */
function rewrite(read: ReadText, pattern: RegExp, replace: (match: RegExpExecArray) => string): ReadText {
  const text: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const copy = (from: number, to: number) => {
    text.push(read.text.slice(from, to));
    for (let unit = from; unit < to; unit += 1) {
      starts.push(read.starts[unit]!);
      ends.push(read.ends[unit]!);
    }
  };
  let at = 0;
  for (const match of read.text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    const replacement = replace(match);
    copy(at, match.index);
    if (leavesOut(match[0], replacement)) {
      let from = match.index;
      for (const char of replacement) {
        from = read.text.indexOf(char, from);
        copy(from, from + 1);
        from += 1;
      }
    } else {
      text.push(replacement);
      for (let unit = 0; unit < replacement.length; unit += 1) {
        starts.push(read.starts[match.index]!);
        ends.push(read.ends[end - 1]!);
      }
    }
    at = end;
  }
  if (at === 0) return read;
  copy(at, read.text.length);
  return { written: read.written, text: text.join(''), starts, ends };
}

// Runs of spaces and tabs read as one space.
const SPACE_RUN = / {2,}/g;
// 'at' and 'dot' in brackets or between the same two signs: '(at)', '[dot]', '{.}', '_at_', '-dot-'.
const WRAPPED = /\s?(?:[[({<]\s?(at|@|dot|d0t|\.)\s?[\])}>]|([*_#|~/"'-])\s?(at|dot|d0t)\s?\2)\s?/gi;
// Letters spaced out one by one: 'j o h n @ g m a i l . c o m', 'k y s,'. Three or more, one a
// letter, between spaces, brackets, quotes or punctuation.
const SPACED_OUT = /(?<![^\s(["'])[\p{L}\p{N}@._+](?: [\p{L}\p{N}@._+]){2,}(?=[\s,;:!?)\]"']|\.?$|\.\s)/gu;
const HAS_LETTER = /\p{L}/u;
// 'dot' written out, or a dot with a space before it, before a domain ending: 'gmail dot com',
// 'uni . ac . uk', 'gmail .com'. Not after 'the': 'the dot com boom' is a word.
const ENDINGS = [...DOMAIN_ENDINGS, ...SECOND_LEVEL_NAMES].join('|');
const DOT_WORD = new RegExp(
  `(?<=[\\p{L}\\p{N}])(?<!(?:^|\\s)the)(?:\\s(?:dot|d0t)\\s|(\\s\\.\\s?))(?=(${ENDINGS})(?![\\p{L}\\p{N}-]))`,
  'giu',
);

/**
 * Whether a dot with a space before it is part of an address: before an ending in small letters,
 * or in capitals with a space on each side ('GMAIL . COM'). A word in title case after it starts a
 * sentence ('I loved it . Com Sci was great'), and '.NET' is a name.
 */
function spacedDotIsDot(dot: string, ending: string): boolean {
  return ending === ending.toLowerCase() || (dot.endsWith(' ') && ending === ending.toUpperCase());
}

/**
 * The text as a person reads it: compatibility forms folded (NFKD), marks and invisible characters
 * removed, look-alike letters of other scripts read as Latin, digits of any script as ASCII, any
 * dash as '-' and any space as ' ', runs of spaces as one, letters spaced out one by one joined,
 * 'at' and 'dot' in brackets as '@' and '.', and 'dot' written out before a domain ending as '.'.
 */
export function normaliseText(written: string): ReadText {
  let read = readEachCharacter(written);
  read = rewrite(read, SPACE_RUN, () => ' ');
  read = rewrite(read, SPACED_OUT, (match) => (HAS_LETTER.test(match[0]) ? match[0].replaceAll(' ', '') : match[0]));
  read = rewrite(read, WRAPPED, (match) => (/^(?:at|@)$/i.test(match[1] ?? match[3]!) ? '@' : '.'));
  return rewrite(read, DOT_WORD, (match) => (match[1] && !spacedDotIsDot(match[1], match[2]!) ? match[0] : '.'));
}

/** What a rule found in the read text, as written: from its first character's source to its last's. */
export function asWritten(read: ReadText, found: TextMatch): TextMatch {
  const start = read.starts[found.index]!;
  const end = read.ends[found.index + found.match.length - 1]!;
  return { index: start, match: read.written.slice(start, end) };
}
