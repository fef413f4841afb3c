// E-mail addresses, written plainly or disguised: 'name@gmail.com', 'name at gmail dot com'. The
// text is read first (normalise-text.ts): 'name (at) gmail.com', 'name [at] uni [dot] edu' and
// 'j o h n @ g m a i l . c o m' reach this rule as 'name@gmail.com' and the like.
import { DOMAIN_ENDINGS } from './domains.ts';
import type { TextMatch } from './text-match.ts';

const LOCAL_PART = String.raw`[a-z0-9][a-z0-9._%+-]*`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]*[a-z0-9])?`;
const AT_SIGN = String.raw`\s?@\s?`;
const AT_WORD = String.raw`\s+at\s+`;
const DOT = String.raw`(?:\.|\s+dot\s+)`;

const ANY_ENDING = '[a-z]{2,24}';
const KNOWN_ENDING = `(?:${[...DOMAIN_ENDINGS].join('|')})`;
const domain = (ending: string) => `${LABEL}(?:${DOT}${LABEL})*${DOT}${ending}(?![a-z0-9-])`;

// With an @, any ending of letters; with the word 'at' ('met at uni.Then'), only a known domain
// ending. The look-behind starts a match only at the start of a word, so a long word is scanned
// once.
const EMAIL = new RegExp(`(?<![\\w.%+-])${LOCAL_PART}(?:${AT_SIGN}${domain(ANY_ENDING)}|${AT_WORD}${domain(KNOWN_ENDING)})`, 'gi');

/** Every e-mail address in the text, plain or disguised, in order. */
export function findEmailAddresses(text: string): TextMatch[] {
  return [...text.matchAll(EMAIL)].map((m) => ({ index: m.index, match: m[0] }));
}
