// Which compressed form of a reply to send, from the request's Accept-Encoding: used by the API's
// public bulk replies (src/transport/rest/public-bulk.ts) and by the server for the files a build
// compressed ahead (src/edge/precompressed.ts).

export type Coding = 'br' | 'gzip';

/**
 * The coding to send for an Accept-Encoding header: the accepted one of br and gzip with the
 * higher weight, br on a tie; null (the bytes as they are) when neither is accepted or there is
 * no header.
 */
export function chosenCoding(acceptEncoding: string | null | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}
