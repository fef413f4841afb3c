// What a fuzz request is made of. Ids and tokens are references, filled in when the request is
// sent (materialize.ts); large values are recipes, built then too, so that a sample stays small.

export type RefKind = 'universityId' | 'reviewId' | 'refreshToken' | 'accountEmail' | 'accountPassword';

/** A value from the server under test: an id it holds, or one of the fuzzer's accounts. */
export class Ref {
  constructor(
    readonly kind: RefKind,
    readonly pick: number,
    readonly asText = false,
  ) {}
}

export type BigKind = 'repeat' | 'escapes' | 'deepArray' | 'deepObject' | 'wideObject';

/** A large value, built when sent: a long string, or JSON nested or widened `size` times. */
export class Big {
  constructor(
    readonly kind: BigKind,
    readonly size: number,
  ) {}
}

export type Value = null | boolean | number | string | Ref | Big | Value[] | { [key: string]: Value };

/** A query-string value, percent-encoded when sent unless `raw`. */
export class QueryValue {
  constructor(
    readonly value: Piece,
    readonly raw: boolean,
  ) {}
}

/** A Value sent as JSON text (a tRPC `input`). */
export class JsonText {
  constructor(readonly value: Value) {}
}

/** A piece of a path or query. */
export type Piece = Value | QueryValue | JsonText;

export type AuthKind =
  | 'none'
  | 'valid'
  | 'validLowercase'
  | 'expired'
  | 'forged'
  | 'otherKey'
  | 'algNone'
  | 'garbage'
  | 'empty'
  | 'basic'
  | 'huge'
  | 'twoTokens';

export type BodySpec = { kind: 'json'; value: Value } | { kind: 'text'; text: string } | { kind: 'big'; big: Big };

export interface RequestSpec {
  /** The route or procedure this request was built from, e.g. `POST /api/users/login`, `trpc account.login`. */
  target: string;
  method: string;
  /** Path and query as sent, in pieces. */
  path: Piece[];
  auth: AuthKind;
  /** Which fuzz account a valid token or a Ref belongs to. */
  account: number;
  contentType: string | null;
  headers: [string, string][];
  body: BodySpec | null;
  chunked: boolean;
}
