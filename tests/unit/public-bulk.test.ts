// The negotiation of the public bulk replies (src/transport/rest/public-bulk.ts): which coding a
// client's Accept-Encoding gets, which If-None-Match still matches, and that a kept body is
// compressed once however many clients ask.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '#transport/rest/http.ts';
import { PublicBody, publicBulkReply } from '#transport/rest/public-bulk.ts';
import { chosenCoding } from '#shared/content-coding.mjs';

const HEADERS = { 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'public, max-age=300' };
const requestWith = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

describe('chosenCoding', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;Q=0.8', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
  ])('%j → %s', (header, coding) => {
    expect(chosenCoding(header)).toBe(coding);
  });

  it('sends the bytes as they are without an Accept-Encoding header', () => {
    expect(chosenCoding(null)).toBeNull();
  });
});

describe('matchesIfNoneMatch', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abc-br"', false],
    ['"ab"', false],
    ['', false],
  ])('%j against "abc" → %s', (header, matches) => {
    expect(matchesIfNoneMatch(requestWith(header ? { 'if-none-match': header } : {}), '"abc"')).toBe(matches);
  });
});

describe('publicBulkReply', () => {
  it('compresses a kept body once, whoever asks, and decodes to the same bytes', async () => {
    const body = new PublicBody('id,name\r\n'.repeat(500));
    const replies = await Promise.all([1, 2, 3].map(() => publicBulkReply(requestWith({ 'accept-encoding': 'br' }), body, HEADERS)));
    expect(replies.every((reply) => reply.body === replies[0]!.body)).toBe(true);
    expect(zlib.brotliDecompressSync(replies[0]!.body as Buffer).equals(body.bytes)).toBe(true);
    expect(replies[0]!.headers).toMatchObject({ ...HEADERS, 'content-encoding': 'br', etag: `"${body.tag}-br"`, vary: 'Accept-Encoding' });
  });

  it('answers 304 with the validators and no body to the ETag of the coding it would send', async () => {
    const body = new PublicBody('[1,2,3]');
    const reply = await publicBulkReply(requestWith({ 'accept-encoding': 'gzip', 'if-none-match': `"${body.tag}-gzip"` }), body, HEADERS);
    expect(reply).toEqual({
      status: 304,
      headers: { 'cache-control': HEADERS['cache-control'], etag: `"${body.tag}-gzip"`, vary: 'Accept-Encoding' },
      body: null,
    });
    // A tag of another coding is another representation: the full reply.
    const other = await publicBulkReply(requestWith({ 'accept-encoding': 'br', 'if-none-match': `"${body.tag}-gzip"` }), body, HEADERS);
    expect(other.status).toBe(200);
  });
});
