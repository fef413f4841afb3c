// Social handles offered as contact: 'insta @john_doe99', 'my snap is john.doe', 'DM me on
// telegram: jd_2024', 'discord john#1234'. A platform or an offer to message, a few linking words,
// then a handle. A plain word is no handle ('insta is great'): it needs an @, a dot or underscore
// inside, two digits after letters ('mia2024'; not a code in capitals such as 'CS101'), or a Discord
// tag.
import type { TextMatch } from './text-match.ts';

const PLATFORM = String.raw`insta(?:gram)?|ig|telegram|tg|snap(?:chat)?|whats\s?app|discord|tiktok|twitter|kik|wechat|(?:dm|pm|message|msg|add|hmu)\s(?:me|us)`;
// Words that may stand between the platform and the handle: 'DM me on insta: ...', 'snap me at ...'.
const LINKING_WORD = String.raw`is|me|on|at|via|my|or|and|handle|username|user|id|acc|account|it'?s|${PLATFORM}`;
const SEPARATOR = String.raw`[\s:=>-]+`;
const HANDLE = [
  String.raw`@\s?[\p{L}\p{N}_.]*\p{L}[\p{L}\p{N}_.]*`,
  String.raw`(?=[\p{N}_.]*\p{L})[\p{L}\p{N}]+(?:[._][\p{L}\p{N}]+)+`,
  String.raw`\p{L}+\p{N}{2,}[\p{L}\p{N}]*`,
  String.raw`[\p{L}\p{N}_.]+#\p{N}{4}`,
].join('|');

const CONTACT_HANDLE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PLATFORM})(?:${SEPARATOR}(?:${LINKING_WORD})(?![\\p{L}\\p{N}])){0,4}${SEPARATOR}(?<handle>${HANDLE})(?![\\p{L}\\p{N}_@#])`,
  'giu',
);

/** Every social handle offered as contact, in order: from the platform to the end of the handle. */
export function findContactHandles(text: string): TextMatch[] {
  return (
    [...text.matchAll(CONTACT_HANDLE)]
      // Letters in capitals and digits are a code ('insta CS101 group'), not a handle.
      .filter((m) => !/^[\p{Lu}\p{N}]+$/u.test(m.groups!.handle!))
      // A dot or underscore at the end is punctuation: 'DM me @john_doe.'
      .map((m) => ({ index: m.index, match: m[0].replace(/[._]+$/, '') }))
  );
}
