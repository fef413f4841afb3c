// One address per page (src/edge/canonical-path.ts, docs/decisions/037-canonical-page-addresses.md):
// every spelling the static handler would answer with a build's file maps to one canonical path,
// which never reads as another host; the API and targets Astro refuses are left alone.
import { describe, expect, it } from 'vitest';
import { canonicalLocation, canonicalPath } from '#edge/canonical-path.ts';

describe('canonicalPath', () => {
  it.each([
    ['/university/66', '/university/66'],
    ['/university/66/', '/university/66'],
    ['/university/66/index.html', '/university/66'],
    ['/university/66/index.html/', '/university/66'],
    ['/university/66/index.html/index.html', '/university/66'],
    ['/university/%366', '/university/66'],
    ['/university/%36%36', '/university/66'],
    ['/%75niversity/66', '/university/66'],
    ['/university//66', '/university/66'],
    ['/university/66//', '/university/66'],
    ['//university/66', '/university/66'],
    ['/university/./66', '/university/66'],
    ['/university/66/.', '/university/66'],
    ['/university/66/../66', '/university/66'],
    ['/university/66/%2e%2e/66', '/university/66'],
    ['/university/66/%2E%2E/66', '/university/66'],
    ['/university/66/.%2e/66', '/university/66'],
    ['/university%2F66', '/university/66'],
    ['/university%2f66', '/university/66'],
    ['/university/66%2Findex.html', '/university/66'],
    ['/university\\66', '/university/66'],
    ['/../../university/66', '/university/66'],
    ['/', '/'],
    ['/index.html', '/'],
    ['//', '/'],
    ['/about/', '/about'],
    ['/_astro/app.Bq3x9.js', '/_astro/app.Bq3x9.js'],
    ['/%7e', '/~'],
    // Escapes of other characters stay escapes, in upper case; `%25` is a `%`, never decoded further.
    ['/a%7cb', '/a%7Cb'],
    ['/university/%2536', '/university/%2536'],
    ['/x%3f', '/x%3F'],
    ['/x%5cy', '/x%5Cy'],
    ['/university/66.', '/university/66.'],
  ])('%s is %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it.each([
    '//example.com/',
    '/%2F%2Fexample.com',
    '/%2f/example.com',
    '/\\example.com',
    '/\\\\example.com',
    '/./\\example.com',
    '/..//example.com',
    '/%2e%2e//example.com',
    '///example.com',
  ])('%s stays on this host', (path) => {
    const canonical = canonicalPath(path);
    expect(canonical).toBe('/example.com');
    expect(new URL(canonical, 'https://site.test').origin).toBe('https://site.test');
  });

  it('is the same when applied again (a redirect never leads to another)', () => {
    const paths = ['/a/./b/../c//d/', '/%2e%2E/%41%2f%5C/index.html/', '/x/%25%32%46/y', '/\\/%2F/./index.html', '/%7E%7e/a%7c/..'];
    for (const path of paths) expect(canonicalPath(canonicalPath(path)), path).toBe(canonicalPath(path));
  });
});

describe('canonicalLocation', () => {
  it.each([
    ['/university/66', null],
    ['/university/66?page=2', null],
    ['/university/66?', null],
    ['/university/66/', '/university/66'],
    ['/university/66/index.html?page=2&q=a%2Fb', '/university/66?page=2&q=a%2Fb'],
    ['/university/%366?x=..//y', '/university/66?x=..//y'],
    ['/university/66#reviews', '/university/66'],
    ['//example.com/', '/example.com'],
    ['/%2F%2Fexample.com?next=//evil', '/example.com?next=//evil'],
  ])('%s: %s', (target, location) => {
    expect(canonicalLocation(target)).toBe(location);
  });

  it.each([
    // The API keeps its own answers to odd spellings (api-replies.mjs), and no page leads into it.
    '/api/specificUni/1/',
    '/%61pi/specificUni/1',
    '/x/../api/specificUni/1',
    '/api//openapi.json',
    '//api/specificUni/1',
    '/api%2FspecificUni/1',
    // Astro refuses a malformed escape (400), and a target that is no path (404).
    '/university/66/%ff',
    '/university/%',
    '*',
    'http://example.com/university/66/index.html',
  ])('%s is left to the rest of the server', (target) => {
    expect(canonicalLocation(target)).toBeNull();
  });
});
