// Value generators (fast-check arbitraries): odd strings and values, huge and deeply nested ones,
// plausible values for each kind of field, and objects of a shape with some fields made odd.
import fc from 'fast-check';
import { CONTACT_SUBJECTS } from '#shared/schemas/mail-forms.ts';
import { Big, Ref, type BigKind, type RefKind, type Value } from './request-spec.ts';
import type { FieldKind, Shape } from './targets.ts';

export const HUGE_SIZES = [256, 300, 1_001, 5_001, 10_000, 100_000, 120_000];
export const DEEP_SIZES = [50, 1_000, 10_000, 40_000];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  `'; DROP TABLE "User"; --`,
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  'é漢字😀\u202e\ufeff',
  '\ud800',
  '\udfff',
  '%',
  '%00',
  '%ff',
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  ' 1 ',
  '1,2',
  '\n',
  '\r\n',
  '\t',
  '\u2028',
  'a'.repeat(64),
  'user@example.com',
  'Fuzz-Pass-1!',
];

const pick = fc.nat({ max: 1_000 });
export const ref = (kind: RefKind, asText = false) => pick.map((n) => new Ref(kind, n, asText));
export const big = (kinds: BigKind[], sizes: number[]) =>
  fc.tuple(fc.constantFrom(...kinds), fc.constantFrom(...sizes)).map(([kind, size]) => new Big(kind, size));

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

export const oddValue: fc.Arbitrary<Value> = fc.oneof(
  { weight: 6, arbitrary: oddString },
  { weight: 3, arbitrary: fc.constantFrom<Value>(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 2147483648, -0, true, false, null) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Value>([], {}, { $gt: '' }, { toString: 'x' }, ['a'], [1, 2], [null], { nested: { deeper: true } }),
  },
  { weight: 2, arbitrary: big(['repeat', 'deepArray', 'deepObject', 'wideObject'], [...HUGE_SIZES, ...DEEP_SIZES]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Value> },
);

const emailArb = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.constantFrom('example.com', 'example.org', 'uni.example.edu'))
  .map(([user, domain]) => `${user}@${domain}`);
const passwordArb = fc.oneof(
  fc.constantFrom('Fuzz-Pass-1!', 'Abcdefg1!', 'Another-Good-2', 'weak', 'lowercaseonly', 'NoDigits!!'),
  fc.string({ minLength: 8, maxLength: 40 }),
);

const FIELDS: Record<FieldKind, fc.Arbitrary<Value>> = {
  universityId: fc.oneof({ weight: 4, arbitrary: ref('universityId') }, { weight: 1, arbitrary: ref('universityId', true) }),
  reviewId: fc.oneof({ weight: 4, arbitrary: ref('reviewId') }, { weight: 1, arbitrary: ref('reviewId', true) }),
  reviewIdText: fc.array(ref('reviewId'), { minLength: 1, maxLength: 6 }),
  reviewIdArray: fc.array(ref('reviewId'), { minLength: 1, maxLength: 6 }),
  rating: fc.integer({ min: 1, max: 5 }),
  text: fc.oneof(fc.constant(null), fc.string({ maxLength: 200 }), fc.lorem({ maxCount: 20 })),
  bool: fc.boolean(),
  email: emailArb,
  accountEmail: fc.oneof({ weight: 3, arbitrary: ref('accountEmail') }, { weight: 1, arbitrary: emailArb }),
  password: passwordArb,
  samePassword: fc.constant(null),
  accountPassword: fc.oneof({ weight: 3, arbitrary: ref('accountPassword') }, { weight: 1, arbitrary: passwordArb }),
  username: fc.oneof(fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/), fc.string({ minLength: 1, maxLength: 30 })),
  refreshToken: fc.oneof({ weight: 3, arbitrary: ref('refreshToken') }, { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{64}$/) }),
  secretToken: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.stringMatching(/^[A-Za-z0-9_-]{20,50}$/)),
  url: fc.oneof(
    fc.webUrl(),
    fc.constantFrom('example.com', 'javascript:alert(1)', 'ftp://x', 'http://', 'https://a.b/' + 'p'.repeat(3000)),
  ),
  subject: fc.constantFrom(...CONTACT_SUBJECTS, 'nope'),
  query: fc.oneof(fc.constantFrom('univ', 'Harvard', 'MIT', 'a', 'é', 'Ünï', 'of', 'st'), fc.string({ minLength: 1, maxLength: 30 })),
  page: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 2147483647 })),
  limit: fc.integer({ min: 1, max: 50 }),
  sort: fc.constantFrom('recent', 'popular'),
  name: fc.string({ minLength: 1, maxLength: 60 }),
  message: fc.oneof(fc.lorem({ maxCount: 40 }), fc.string({ minLength: 1, maxLength: 400 })),
};

/** An object of the shape with plausible values (a repeated password equal to the first). */
function validObject(shape: Shape): fc.Arbitrary<Record<string, Value>> {
  const entries = Object.entries(shape);
  return fc.record(Object.fromEntries(entries.map(([name, kind]) => [name, FIELDS[kind]]))).map((record) => {
    const object = { ...record } as Record<string, Value>;
    const first = entries.find(([, kind]) => kind === 'password')?.[0];
    for (const [name, kind] of entries) if (kind === 'samePassword') object[name] = first ? object[first]! : 'Fuzz-Pass-1!';
    return object;
  });
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'user_id', 'userId', 'isAdmin', 'role', 'university_name', '', ' ', 'é'];

/** Mostly plausible objects of the shape, one or all fields made odd, missing or extra fields. */
export function mutatedObject(shape: Shape): fc.Arbitrary<Value> {
  const names = Object.keys(shape);
  const valid = validObject(shape);
  if (names.length === 0) {
    return fc.oneof(fc.constant({}), fc.dictionary(fc.constantFrom(...EXTRA_KEYS), oddValue, { maxKeys: 3 }));
  }
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 5,
      arbitrary: fc.tuple(valid, fc.constantFrom(...names), oddValue).map(([object, name, value]) => ({ ...object, [name]: value })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...names)).map(([object, name]) => {
        const copy = { ...object };
        delete copy[name];
        return copy;
      }),
    },
    { weight: 1, arbitrary: fc.record(Object.fromEntries(names.map((name) => [name, oddValue]))) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...EXTRA_KEYS), oddValue).map(([object, key, value]) => ({ ...object, [key]: value })),
    },
  );
}
