// Which compressed form of a reply to send, from the request's Accept-Encoding: used by the API's
// public bulk replies (src/transport/rest/public-bulk.ts) and by the server for the files a build
// compressed ahead (scripts/lib/precompressed.mjs). Plain JavaScript: the server runs without a
// TypeScript loader.

/** @typedef {'br' | 'gzip'} Coding */

/**
 * The coding to send for an Accept-Encoding header: the accepted one of br and gzip with the
 * higher weight, br on a tie; null (the bytes as they are) when neither is accepted or there is
 * no header.
 * @param {string | null | undefined} acceptEncoding
 * @returns {Coding | null}
 */
export function chosenCoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  /** @param {Coding} coding */
  const weightOf = (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}
