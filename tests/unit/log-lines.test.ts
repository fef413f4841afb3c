// What keeps personal data out of the server's log (src/server/infra/log.ts, decision 043): the
// text of a message or an error is scrubbed of tokens, e-mail addresses and client addresses
// before it is written, and a request id is kept as sent only when it is a sane token.
import { describe, expect, it } from 'vitest';
import { scrub } from '#server/infra/log.ts';
import { requestIdOf } from '#edge/request-log.ts';

describe('scrub', () => {
  it.each([
    ['Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.abc_DEF-123 was refused', 'Bearer [token] was refused'],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.abc_DEF-123 expired', 'token [token] expired'],
    ['no account for Student.Name+tag@uni.example.edu', 'no account for [email]'],
    ['reset token Zk3v8Q_2s9dLq0PxWm7RtY4uIo1aBcDeFgH', 'reset token [secret]'],
    ['from 203.0.113.77 via 10.1.2.3', 'from [address] via [address]'],
    ['from 2001:db8::1234 and ::ffff:198.51.100.9', 'from [address] and ::ffff:[address]'],
    ['connect ECONNREFUSED 2001:0db8:0000:0000:0000:ff00:0042:8329', 'connect ECONNREFUSED [address]'],
  ])('scrubs %s', (text, scrubbed) => {
    expect(scrub(text)).toBe(scrubbed);
  });

  it.each([
    'Serving builds/20261128052438 on http://127.0.0.1:4321',
    'listening on [::1]:4321 since 05:24:38',
    'Node v24.21.0, at file:///srv/app/server/chunks/rest-api_DbxzMT5h.mjs:123:45',
    'The server died (SIGKILL); starting a new one.',
  ])('keeps %s', (text) => {
    expect(scrub(text)).toBe(text);
  });
});

describe('requestIdOf', () => {
  it('keeps a sane id as sent', () => {
    expect(requestIdOf('3f2c1a9e-5b7d-4c1e-9a2b-0c4d6e8f1a2b')).toBe('3f2c1a9e-5b7d-4c1e-9a2b-0c4d6e8f1a2b');
    expect(requestIdOf('lb.node-7:42')).toBe('lb.node-7:42');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'x'.repeat(129)],
    ['with spaces', 'a b'],
    ['with an address in it', 'someone@example.com'],
    ['with a line break', 'abc\ndef'],
    ['sent twice', ['a', 'b']],
  ])('makes a new one when the sent one is %s', (_case, header) => {
    expect(requestIdOf(header)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
