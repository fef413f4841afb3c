// The fuzzer's property (scripts/lib/api-fuzz/oracle.ts): a redirect under /api breaks it, a 304
// to a conditional GET does not, and a compressed JSON body is JSON (random seeds once took the
// one for the other).
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '#scripts/lib/api-fuzz/oracle.ts';

const get = (headers: Record<string, string> = {}) => ({
  method: 'GET',
  path: '/api/specificUni/all_university_ids',
  headers,
  body: null,
  chunked: false,
});
const reply = (status: number) => ({ status, headers: {}, body: Buffer.alloc(0) });

describe('the fuzzer property', () => {
  it('takes a 304 to a GET with If-None-Match or If-Modified-Since', () => {
    expect(problemsOf(get({ 'if-none-match': '*' }), reply(304))).toEqual([]);
    expect(problemsOf(get({ 'If-Modified-Since': 'Thu, 26 Nov 2026 05:00:00 GMT' }), reply(304))).toEqual([]);
  });

  it('refuses a 304 nobody asked for, and every other redirect', () => {
    expect(problemsOf(get(), reply(304))).toEqual(['a redirect (304) under /api']);
    expect(problemsOf(get({ 'if-none-match': '*' }), reply(302))).toContain('a redirect (302) under /api');
    expect(problemsOf({ ...get({ 'if-none-match': '*' }), method: 'POST' }, reply(304))).toEqual(['a redirect (304) under /api']);
  });

  it('reads a compressed body as the client would (the bulk downloads answer Accept-Encoding)', () => {
    const json = Buffer.from('[1,2,3]');
    for (const [encoding, body] of [
      ['br', zlib.brotliCompressSync(json)],
      ['gzip', zlib.gzipSync(json)],
    ] as const) {
      const compressed = {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'content-encoding': encoding },
        body,
      };
      expect(problemsOf(get({ 'accept-encoding': 'gzip, br' }), compressed), encoding).toEqual([]);
    }
    const garbled = { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: zlib.gzipSync(json) };
    expect(problemsOf(get(), garbled)).toEqual(['a body JSON.parse refuses']);
  });
});
