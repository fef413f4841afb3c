// Which endings make a word.word a domain (docs/rules/trust-and-moderation.md#screening). A list,
// not any two letters, so 'e.g.', 'Ph.D.', 'U.S.' and file names ('notes.pdf', 'main.py') stay text.

/** Endings that are no English word: 'example.com', 'bit.ly', 'my-uni.ac.uk' are links. */
export const DOMAIN_ENDINGS = new Set([
  'com', 'net', 'org', 'edu', 'gov', 'mil', 'int', 'info', 'biz', 'io', 'co', 'ly', 'ai', 'app', 'dev', 'xyz',
  'online', 'site', 'tech', 'tv', 'eu', 'uk', 'ie', 'ca', 'au', 'nz', 'za', 'de', 'fr', 'es', 'nl', 'ch', 'se',
  'dk', 'fi', 'cz', 'hu', 'ro', 'ru', 'ua', 'jp', 'cn', 'hk', 'sg', 'br', 'il', 'ae', 'sa', 'eg',
]);

/**
 * Country endings that are also English words or common abbreviations ('great.It was', 'fun.So'):
 * a domain only with a path ('example.it/x') or after a second-level name ('my-uni.ac.in').
 */
export const WORDLIKE_DOMAIN_ENDINGS = new Set([
  'it', 'in', 'at', 'be', 'no', 'is', 'to', 'so', 'me', 'my', 'us', 'am', 'pl', 'pt', 'gr', 'tr', 'mx', 'ar',
  'kr', 'ng', 'ke', 'pk', 'ph', 'id',
]);

/** Second-level names under a country ending: 'ac' in my-uni.ac.in. */
export const SECOND_LEVEL_NAMES = new Set(['ac', 'co', 'com', 'edu', 'gov', 'org', 'net', 'sch']);
