// Request builders, part 2: bodies, methods, Authorization kinds, content types and other headers,
// put together with the path and query into whole requests; and the seeded stream of them.
import fc from 'fast-check';
import type { AuthKind, BodySpec, Piece, RequestSpec, Value } from './request-spec.ts';
import { fuzzTargets, type Target } from './targets.ts';
import { big, DEEP_SIZES, HUGE_SIZES, mutatedObject, oddValue } from './values.ts';
import { restPath, restQuery, trpcInputValue, trpcPath, trpcQuery } from './paths-and-queries.ts';

const RAW_BODIES = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '\u0000',
  '{"a":1}{"b":2}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"__proto__":{"x":1}}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'undefined',
  '  ',
  '\r\n',
  '{"a":1e999999}',
  '[' + '1,'.repeat(1000) + '1]',
];

function bodyFor(target: Target): fc.Arbitrary<BodySpec | null> {
  const shape = target.trpc ? target.input : target.body;
  const structured: fc.Arbitrary<Value> = target.trpc ? trpcInputValue(target) : shape ? mutatedObject(shape) : fc.constant<Value>({});
  const hasBody = target.method === 'POST' || target.method === 'PUT';
  return fc.oneof(
    { weight: hasBody ? 12 : 1, arbitrary: structured.map((value): BodySpec => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: oddValue.map((value): BodySpec => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 60 }))
        .map((text): BodySpec => ({ kind: 'text', text })),
    },
    {
      weight: 1,
      arbitrary: big(['repeat', 'deepArray', 'deepObject', 'wideObject'], [...HUGE_SIZES, ...DEEP_SIZES]).map((value): BodySpec => ({
        kind: 'big',
        big: value,
      })),
    },
    { weight: hasBody ? 1 : 12, arbitrary: fc.constant(null) },
  );
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE', 'FOO'];

const authArb = fc.oneof(
  { weight: 10, arbitrary: fc.constant<AuthKind>('valid') },
  { weight: 6, arbitrary: fc.constant<AuthKind>('none') },
  {
    weight: 6,
    arbitrary: fc.constantFrom<AuthKind>(
      'validLowercase',
      'expired',
      'forged',
      'otherKey',
      'algNone',
      'garbage',
      'empty',
      'basic',
      'huge',
      'twoTokens',
    ),
  },
);

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'garbage',
  '',
  'application/jsonl',
  'application/json, text/html',
  'APPLICATION/JSON',
  'application/json;;;',
  'text/html',
];

const HOSTS = [
  'evil.example',
  'a b',
  'x/y',
  '',
  'localhost:1',
  '[::1]',
  'h?x',
  'h#x',
  'u@h',
  'h'.repeat(300),
  '1.2.3.999',
  'localhost:99999',
  'localhost/api/users/verify',
  '%41',
];

const extraHeader: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.constantFrom<[string, string]>(
    ['origin', 'https://evil.example'],
    ['origin', 'null'],
    ['accept', 'text/html'],
    ['accept', '*/*'],
    ['accept', 'application/json'],
    ['x-forwarded-for', '1.2.3.4, garbage'],
    ['x-forwarded-host', 'evil.example'],
    ['x-forwarded-proto', 'gopher'],
    ['cookie', 'session=garbage; a=%ff'],
    ['content-encoding', 'gzip'],
    ['accept-encoding', 'gzip, br'],
    ['expect', '100-continue'],
    ['expect', 'garbage'],
    ['trpc-accept', 'application/jsonl'],
    ['trpc-batch-mode', 'stream'],
    ['x-http-method-override', 'DELETE'],
    ['range', 'bytes=0-1'],
    ['if-none-match', '*'],
    ['connection', 'close'],
    ['user-agent', 'x'.repeat(2000)],
  ),
  fc.constantFrom(...HOSTS).map((host): [string, string] => ['host', host]),
  fc.constant<[string, string]>(['host', '\u0000absent']),
  fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), fc.string({ maxLength: 60 }))
    .filter(
      ([name]) => !['content-length', 'transfer-encoding', 'host', 'connection', 'upgrade', 'expect', 'authorization'].includes(name),
    ),
);

function requestFor(target: Target, names: string[]): fc.Arbitrary<RequestSpec> {
  const path = target.trpc ? trpcPath(target, names) : restPath(target);
  const query = target.trpc && target.method === 'GET' ? trpcQuery(target) : target.trpc ? fc.constant<Piece[]>([]) : restQuery(target);
  const method = fc.oneof({ weight: 8, arbitrary: fc.constant(target.method) }, { weight: 2, arbitrary: fc.constantFrom(...METHODS) });
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant<string | null>('application/json') },
    { weight: 2, arbitrary: fc.constant<string | null>(null) },
    { weight: 2, arbitrary: fc.constantFrom<string | null>(...CONTENT_TYPES) },
  );
  return fc
    .record({
      path,
      query,
      method,
      auth: authArb,
      account: fc.nat({ max: 1_000 }),
      contentType,
      headers: fc.array(extraHeader, { maxLength: 2 }),
      body: bodyFor(target),
      chunked: fc.nat({ max: 4 }).map((n) => n === 0),
    })
    .map(({ path: pathPieces, query: queryPieces, body, method: chosen, ...rest }) => ({
      target: target.label,
      method: chosen,
      path: queryPieces.length ? [...pathPieces, '?', ...queryPieces] : pathPieces,
      body: target.trpc && chosen === 'GET' ? (body && body.kind !== 'json' ? body : null) : body,
      ...rest,
    }));
}

/** Requests to every target, equally often. */
export function requestArbitrary(targets: Target[] = fuzzTargets()): fc.Arbitrary<RequestSpec> {
  const names = targets.filter((target) => target.trpc).map((target) => target.template.slice('/api/trpc/'.length));
  return fc.oneof(...targets.map((target) => requestFor(target, names)));
}

/** `count` requests for a seed: the same seed gives the same requests, in chunks so that a long run needs little memory. */
export function* generateRequests(seed: number, count: number, targets: Target[] = fuzzTargets()): Generator<RequestSpec> {
  const arbitrary = requestArbitrary(targets);
  const CHUNK = 250;
  for (let start = 0, chunk = 0; start < count; start += CHUNK, chunk++) {
    const chunkSeed = (seed + Math.imul(chunk, 0x9e3779b1)) | 0;
    yield* fc.sample(arbitrary, { seed: chunkSeed, numRuns: Math.min(CHUNK, count - start) });
  }
}
