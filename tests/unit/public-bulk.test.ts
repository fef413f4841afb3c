// The negotiation of the public bulk replies (src/transport/rest/public-bulk.ts): which coding a
// client's Accept-Encoding gets, which If-None-Match still matches, that a kept body is
// compressed once however many clients ask, and again harder once it has settled.
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { matchesIfNoneMatch } from '#transport/rest/http.ts';
import { PublicBody, publicBulkReply } from '#transport/rest/public-bulk.ts';
import { chosenCoding } from '#shared/content-coding.ts';
import { joinSlices, writeSlices } from '#server/infra/sliced-text.ts';

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

/** Text that Brotli's settled quality packs tighter than its first one. */
const roomyText = () =>
  JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `University ${(i * 7919) % 4001}`, mean: Math.sin(i) + 3 })));
const brOf = (body: PublicBody) => publicBulkReply(requestWith({ 'accept-encoding': 'br' }), body, HEADERS);

describe('a kept body that has settled', () => {
  it('is compressed again, harder, and then sent under its own ETag, decoding to the same bytes', async () => {
    const body = new PublicBody(roomyText(), 0);
    const first = await brOf(body);
    expect(first.headers.etag).toBe(`"${body.tag}-br"`);
    await vi.waitFor(async () => expect((await brOf(body)).headers.etag).toBe(`"${body.tag}-br10"`));
    const settled = await brOf(body);
    expect((settled.body as Buffer).length).toBeLessThan((first.body as Buffer).length);
    expect(zlib.brotliDecompressSync(settled.body as Buffer).equals(body.bytes)).toBe(true);
    // The first form's ETag now names bytes no longer sent: the full reply.
    expect(
      (await publicBulkReply(requestWith({ 'accept-encoding': 'br', 'if-none-match': first.headers.etag! }), body, HEADERS)).status,
    ).toBe(200);
    const unchanged = await publicBulkReply(
      requestWith({ 'accept-encoding': 'br', 'if-none-match': settled.headers.etag! }),
      body,
      HEADERS,
    );
    expect(unchanged.status).toBe(304);
  });

  it('is not compressed again before it has been kept the settling time, and waits as long again after a failure', async () => {
    const settledCalls = () =>
      compressSpy.mock.calls.filter(([, options]) => (options as zlib.BrotliOptions).params?.[zlib.constants.BROTLI_PARAM_QUALITY] === 10)
        .length;
    const compressSpy = vi.spyOn(zlib, 'brotliCompress');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const body = new PublicBody(roomyText(), 60_000);
      await brOf(body);
      vi.setSystemTime(start + 59_999);
      await brOf(body);
      expect(settledCalls()).toBe(0);

      // The first attempt fails: the fast form stays, and no new attempt before another 60 s.
      compressSpy.mockImplementationOnce(((_bytes: Buffer, _options: object, callback: (error: Error) => void) =>
        setImmediate(() => callback(new Error('out of memory')))) as unknown as typeof zlib.brotliCompress);
      vi.setSystemTime(start + 60_000);
      await brOf(body);
      expect(settledCalls()).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      vi.setSystemTime(start + 119_999);
      expect((await brOf(body)).headers.etag).toBe(`"${body.tag}-br"`);
      expect(settledCalls()).toBe(1);

      vi.setSystemTime(start + 120_000);
      await brOf(body);
      expect(settledCalls()).toBe(2);
      await vi.waitFor(async () => expect((await brOf(body)).headers.etag).toBe(`"${body.tag}-br10"`));
    } finally {
      vi.useRealTimers();
      compressSpy.mockRestore();
    }
  });

  it('is compressed harder one body at a time: another waits for a later request', async () => {
    const [one, other] = [new PublicBody(roomyText(), 0), new PublicBody(`${roomyText()} `, 0)];
    await Promise.all([brOf(one), brOf(other)]);
    await vi.waitFor(async () => expect((await brOf(one)).headers.etag).toBe(`"${one.tag}-br10"`));
    expect((await brOf(other)).headers.etag).toBe(`"${other.tag}-br"`);
    await vi.waitFor(async () => expect((await brOf(other)).headers.etag).toBe(`"${other.tag}-br10"`));
  });
});

describe('PublicBody.keptOrWritten', () => {
  async function* oneSlice(text: string) {
    yield [text];
  }
  const rowsOf = (text: string) => writeSlices(oneSlice(text), ([row]) => row!);

  it('keeps the earlier body, with its compressed forms, when the rows have the same digest, and writes a new one otherwise', async () => {
    const text = roomyText();
    const rows = await rowsOf(text);
    const kept = PublicBody.keptOrWritten(undefined, rows, () => joinSlices('', rows));
    expect(kept.bytes.toString()).toBe(text);
    const write = vi.fn(() => joinSlices('', rows));
    expect(PublicBody.keptOrWritten(kept, await rowsOf(text), write)).toBe(kept);
    expect(write).not.toHaveBeenCalled();
    const changedRows = await rowsOf(`${text} `);
    const changed = PublicBody.keptOrWritten(kept, changedRows, () => joinSlices('', changedRows));
    expect(changed).not.toBe(kept);
    expect(changed.bytes.toString()).toBe(`${text} `);
  });
});
