// What the server answers itself under /api, in JSON, where Astro or Node would answer in plain
// text or HTML (src/edge/api-replies.ts); other paths are left to them.
import { describe, expect, it } from 'vitest';
import { isApiTarget, refusalBeforeAstro, replyToClientError } from '#edge/api-replies.ts';

const request = (url: string, options: { method?: string; host?: string | null; httpVersion?: string } = {}) => ({
  url,
  method: options.method ?? 'GET',
  httpVersion: options.httpVersion ?? '1.1',
  headers: options.host === null ? {} : { host: options.host ?? '127.0.0.1:4321' },
});

describe('requests under /api that Astro would answer itself', () => {
  it.each([
    ['/api/specificUni/%ff', 400, 'Malformed URL'],
    ['/api/%', 400, 'Malformed URL'],
    ['/api/searchUniversity/all?query=%ff', 400, 'Malformed URL'],
    [`/api/%${'25'.repeat(11)}41`, 400, 'Malformed URL'],
    [`/%61pi/trpc/x%${'25'.repeat(11)}41`, 400, 'Malformed URL'],
    ['/api/specificUni/1%0A', 404, 'Not found'],
    ['/api/x%0Dy', 404, 'Not found'],
    ['/api/x%E2%80%A8', 404, 'Not found'],
    ['/ap%69/x%0A', 404, 'Not found'],
    ['/api/users/verify//', 404, 'Not found'],
    ['/api/%2f..', 404, 'Not found'],
    ['/api/users/..%2F..%2Fpagefind', 404, 'Not found'],
  ])('%s: %i %s', (url, status, error) => {
    expect(refusalBeforeAstro(request(url))).toEqual({ status, error });
  });

  it('refuses a Host header Astro cannot build the URL from, or none on HTTP/1.1', () => {
    for (const host of ['a b', 'x/y', '', 'u@h', 'h?x', '1.2.3.999', 'localhost:99999']) {
      expect(refusalBeforeAstro(request('/api/users/verify', { host })), host).toEqual({ status: 400, error: 'Invalid Host header' });
    }
    expect(refusalBeforeAstro(request('/api/users/verify', { host: null }))).toEqual({ status: 400, error: 'Invalid Host header' });
    expect(refusalBeforeAstro(request('/api/users/verify', { host: null, httpVersion: '1.0' }))).toBeNull();
    for (const host of ['localhost', 'localhost:4321', '127.0.0.1', '[::1]:8080', 'uni-reviews.example.edu']) {
      expect(refusalBeforeAstro(request('/api/users/verify', { host })), host).toBeNull();
    }
  });

  it('answers TRACE, which Astro cannot make a Request of, with 405', () => {
    expect(refusalBeforeAstro(request('/api/users/verify', { method: 'TRACE' }))).toEqual({ status: 405, error: 'Method not allowed' });
  });

  it('lets everything else through to Astro and the routes', () => {
    for (const url of [
      '/api/users/verify',
      '/api/specificUni/abc/def',
      '/api/specificUni/%41',
      '/api/x?q=%41%20b',
      '/api',
      '/api/trpc/account.me?input=null',
    ]) {
      expect(refusalBeforeAstro(request(url)), url).toBeNull();
    }
  });

  it('leaves other paths to Astro as they were', () => {
    for (const url of ['/no-such-page%ff', '/x%0A', '/API/users/verify', '/api.html', '/about//', '//api/x']) {
      expect(isApiTarget(url), url).toBe(false);
      expect(refusalBeforeAstro(request(url, { host: 'a b' })), url).toBeNull();
    }
  });
});

describe('requests Node cannot parse', () => {
  const reply = (rawPacket: string | undefined, code = 'HPE_INVALID_METHOD') => {
    let written = '';
    const socket = { writable: true, end: (text: string) => (written = text), destroy: () => (written = '(destroyed)') };
    replyToClientError(
      Object.assign(new Error('parse'), { code, rawPacket: rawPacket === undefined ? undefined : Buffer.from(rawPacket, 'latin1') }),
      socket,
    );
    return written;
  };

  it('get JSON when the request line targets /api, even after the end of the previous body', () => {
    expect(reply('FOO /api/users/login HTTP/1.1\r\nHost: a\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 400 Bad Request\r\n[^]*\r\n\r\n\{"error":"Bad request"\}$/,
    );
    expect(reply('ing"}FOO /api/users/login HTTP/1.1\r\nHost: a\r\n\r\n')).toMatch(/\{"error":"Bad request"\}$/);
    expect(reply(`GET /api/${'x'.repeat(100)}`, 'HPE_HEADER_OVERFLOW')).toMatch(
      /^HTTP\/1\.1 431 [^]*\{"error":"Request headers too large"\}$/,
    );
  });

  it('get no body after HEAD, and Node’s bare reply outside /api', () => {
    expect(reply('HEAD /api/x HTTP/1.1\r\n', 'HPE_HEADER_OVERFLOW')).toMatch(/content-length: 37\r\n\r\n$/i);
    expect(reply('FOO /about HTTP/1.1\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
});
