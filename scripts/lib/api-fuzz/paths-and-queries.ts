// Request builders, part 1: the path (valid segments, ids, garbage, escapes, long tails) and the
// query string (the route's fields, tRPC's `input`, raw oddities) of a request to a target.
import fc from 'fast-check';
import { Big, JsonText, QueryValue, Ref, type Piece, type RefKind, type Value } from './request-spec.ts';
import type { Target } from './targets.ts';
import { big, mutatedObject, oddString, oddValue, ref } from './values.ts';
import { escapeFirst, percentEncode } from './percent-encoding.ts';

const RAW_SEGMENTS = [
  '%ff',
  '%',
  '%%',
  '%0A',
  '%0D',
  '%0d%0a',
  '%00',
  '%E0%A4%A',
  '%C0%AE',
  '%u0041',
  '%2F',
  '%2f..',
  '%2e%2e',
  '..',
  '.',
  ';',
  'a;b=c',
  '%25',
  '%2525252525252525252541',
  '%25252525252525252525252541',
  '%E2%80%A8',
  '%20',
  '+',
  '*',
  '\\',
  '%5C',
  '%3F',
  '%23',
  '#x',
  '%C3%A9',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%EF%BF%BF',
  '~',
  "!$&'()*,=",
  ':',
  '@',
  '[]',
];

/** A path segment in place of `{id}`. */
function idSegment(kind: RefKind): fc.Arbitrary<Value> {
  return fc.oneof(
    { weight: 8, arbitrary: ref(kind) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '2147483647',
        '2147483648',
        '99999999999999999999',
        '1.5',
        '1e3',
        '01',
        '0x1',
        'abc',
        'null',
        'NaN',
      ),
    },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 2, arbitrary: oddString.map(percentEncode) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 8 }),
    },
    { weight: 1, arbitrary: big(['repeat', 'escapes'], [300, 2_000, 8_000, 20_000]) },
  );
}

/** What may follow the path. */
const pathSuffix: fc.Arbitrary<Value> = fc.oneof(
  { weight: 20, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('/', '//', '///', '/.', '/..', '/x', '/1', '/abc/def', '/%0A', '%0A', '%ff', '%', '/%00', '\\', ';x'),
  },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((segment) => `/${segment}`) },
  { weight: 1, arbitrary: oddString.map((text) => `/${percentEncode(text)}`) },
  { weight: 1, arbitrary: big(['repeat', 'escapes'], [2_000, 20_000]).map((value) => ['/', value] as Value) },
);

/** A literal segment, rarely replaced, re-cased or partly escaped. */
function literalSegment(segment: string): fc.Arbitrary<Value> {
  if (segment === 'api')
    return fc.oneof({ weight: 40, arbitrary: fc.constant('api') }, { weight: 1, arbitrary: fc.constantFrom('API', 'ap%69', '%61pi') });
  return fc.oneof(
    { weight: 30, arbitrary: fc.constant(segment) },
    { weight: 1, arbitrary: fc.constant(segment.toUpperCase()) },
    { weight: 1, arbitrary: fc.constant(escapeFirst(segment)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

export function restPath(target: Target): fc.Arbitrary<Piece[]> {
  const segments = target.template.split('/').slice(1);
  const kind: RefKind = /review/i.test(target.template) ? 'reviewId' : 'universityId';
  const parts = segments.map((segment) => (/^\{\w+\}$/.test(segment) ? idSegment(kind) : literalSegment(segment)));
  return fc
    .tuple(fc.tuple(...parts), pathSuffix)
    .map(([values, suffix]): Piece[] => [...values.flatMap((value): Value[] => ['/', value]), suffix]);
}

const PROCEDURE_NAMES = [
  'nope',
  'account.nope',
  'account',
  '__proto__',
  'constructor',
  'toString',
  'account.__proto__',
  'account.constructor',
  '',
  '.',
  'account..login',
];

export function trpcPath(target: Target, names: string[]): fc.Arbitrary<Piece[]> {
  const name = target.template.slice('/api/trpc/'.length);
  const procedure = fc.oneof(
    { weight: 30, arbitrary: fc.constant<Value>(name) },
    { weight: 1, arbitrary: fc.constantFrom<Value>(...PROCEDURE_NAMES) },
    { weight: 1, arbitrary: fc.constantFrom(...names).map((other) => `${name},${other}`) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((segment) => `${name}${segment}`) },
    { weight: 1, arbitrary: oddString.map(percentEncode) },
  );
  return fc
    .tuple(literalSegment('api'), literalSegment('trpc'), procedure, pathSuffix)
    .map(([api, trpc, proc, suffix]): Piece[] => ['/', api, '/', trpc, '/', proc, suffix]);
}

const RAW_QUERIES = [
  '',
  '&',
  '&&&',
  '=',
  '%',
  '%ff',
  'a=%ff',
  'a=%',
  '%%=%%',
  'page=1&page=2',
  'query',
  'input',
  'input=',
  'batch=1',
  '?',
  '#',
  'a=1#b',
  '&=&=',
  '__proto__=1',
  'constructor[prototype][x]=1',
];

/** `name=value` pairs from an object, mostly well encoded, sometimes raw. */
function queryFrom(object: fc.Arbitrary<Value>): fc.Arbitrary<Piece[]> {
  return fc.tuple(object, fc.boolean(), fc.constantFrom(...RAW_QUERIES), fc.nat({ max: 9 })).map(([value, raw, extra, roll]) => {
    const pairs: Piece[] = [];
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Ref) && !(value instanceof Big)) {
      for (const [name, field] of Object.entries(value))
        pairs.push(pairs.length ? '&' : '', percentEncode(name), '=', new QueryValue(field, raw && roll < 2));
    }
    if (roll >= 8) pairs.push(pairs.length ? '&' : '', extra);
    return pairs;
  });
}

export function restQuery(target: Target): fc.Arbitrary<Piece[]> {
  const object = target.query
    ? mutatedObject(target.query)
    : fc.dictionary(fc.constantFrom('page', 'limit', 'sort', 'query', 'reviewIds', 'uni1', 'uni2', 'x'), oddValue, { maxKeys: 3 });
  return fc.oneof(
    { weight: target.query ? 1 : 4, arbitrary: fc.constant<Piece[]>([]) },
    { weight: target.query ? 6 : 1, arbitrary: queryFrom(object) },
  );
}

export function trpcInputValue(target: Target): fc.Arbitrary<Value> {
  if (target.input === null || target.input === undefined) {
    return fc.oneof({ weight: 4, arbitrary: fc.constant<Value>(null) }, { weight: 1, arbitrary: oddValue });
  }
  return fc.oneof({ weight: 8, arbitrary: mutatedObject(target.input) }, { weight: 1, arbitrary: oddValue });
}

const TRPC_RAW_INPUTS = ['%ff', '%', '{', 'undefined', '%7B%22a%22', '[]', '%5B1%5D', 'null', '""', '{"0":{}}', '%7B%7D%7D'];

export function trpcQuery(target: Target): fc.Arbitrary<Piece[]> {
  const input = fc.oneof(
    { weight: 8, arbitrary: trpcInputValue(target).map((value): Piece[] => ['input=', new QueryValue(new JsonText(value), false)]) },
    { weight: 1, arbitrary: fc.constantFrom(...TRPC_RAW_INPUTS).map((raw): Piece[] => ['input=', raw]) },
    { weight: 2, arbitrary: fc.constant<Piece[]>([]) },
  );
  return fc.tuple(input, fc.nat({ max: 19 }), fc.constantFrom(...RAW_QUERIES)).map(([pieces, roll, extra]) => {
    if (roll === 0) return [...pieces, pieces.length ? '&' : '', 'batch=1'];
    if (roll === 1) return [...pieces, pieces.length ? '&' : '', extra];
    return pieces;
  });
}
