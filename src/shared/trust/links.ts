// Links: addresses with a scheme or www., bare domains in any case ('example.com', 'EXAMPLE.COM',
// 'bit.ly/abc'), any top-level domain with a path ('my-notes.shop/abc'), and short or invite
// links ('t.co', 'youtu.be'). The text is read first (normalise-text.ts): 'example (dot) com' and
// 'example dot com' reach this rule as 'example.com'.
import { DOMAIN_ENDINGS, SECOND_LEVEL_NAMES, SHORT_LINK_HOSTS, WORDLIKE_DOMAIN_ENDINGS } from './domains.ts';
import { blankOut, type TextMatch } from './text-match.ts';
import { TOP_LEVEL_DOMAIN_ROWS } from './top-level-domains.ts';

// A scheme also without its colon ('https//') or defanged ('hxxp://').
const WITH_SCHEME = /\b(?:(?:https?|hxxps?|ftp):?\/\/|www\.)[^\s<>"']+/gi;
// label. ... label.ending, optionally a path. The look-behind starts a match only at the start of
// a dotted run, and the look-ahead ends it only at its end ('v2.0.1', 'e.g.' fail on the ending).
const BARE_DOMAIN = /(?<![\w.@/-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+)([a-z]{2,24})(?![\w-]|\.[a-z0-9])(\/[^\s<>"']*)?/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;
const TOP_LEVEL_DOMAINS = new Set(TOP_LEVEL_DOMAIN_ROWS.join(' ').split(' '));
// Names of a framework in capitals with a dot: 'ASP.NET', 'VB.NET', 'ADO.NET'.
const DOT_NET_NAME = /^[A-Z]{2,4}\.NET$/;

/** Whether a word.word is a domain rather than an abbreviation, a typo, a file or a name with a dot. */
function isDomain(labels: string, ending: string, path: string | undefined): boolean {
  const names = labels.toLowerCase().split('.').filter(Boolean);
  const secondLevel = names.at(-1) ?? '';
  const hasPath = (path ?? '').length > 1;
  if (SHORT_LINK_HOSTS.has(`${labels}${ending}`.toLowerCase())) return true;
  if (DOT_NET_NAME.test(`${labels}${ending}`)) return false;
  const lowerEnding = ending.toLowerCase();
  // One letter before the ending is an abbreviation ('B.Com', 'B.Sc') unless a path follows ('t.co/x').
  if (DOMAIN_ENDINGS.has(lowerEnding)) return secondLevel.length >= 2 || hasPath;
  if (WORDLIKE_DOMAIN_ENDINGS.has(lowerEnding)) return hasPath || (names.length >= 2 && SECOND_LEVEL_NAMES.has(secondLevel));
  // Any other top-level domain only with a path: alone, 'main.py' and 'notes.md' are file names.
  return hasPath && secondLevel.length >= 2 && TOP_LEVEL_DOMAINS.has(lowerEnding);
}

const trimmed = (index: number, text: string): TextMatch => ({ index, match: text.replace(TRAILING_PUNCTUATION, '') });

/** Every link in the text: addresses with a scheme or www. first, then bare domains. */
export function findLinks(text: string): TextMatch[] {
  const found = [...text.matchAll(WITH_SCHEME)].map((m) => trimmed(m.index, m[0]));
  for (const m of blankOut(text, found).matchAll(BARE_DOMAIN)) {
    if (isDomain(m[1]!, m[2]!, m[3])) found.push(trimmed(m.index, m[0]));
  }
  return found;
}
