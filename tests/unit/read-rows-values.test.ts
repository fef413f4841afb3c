// readRows gives callers SQLite's value types on both databases: here the types the PostgreSQL
// client gives raw queries (BigInt for COUNT and SUM, Decimal for AVG and numeric, Date for
// timestamps, booleans) made into what SQLite's read connection gives.
import { describe, expect, it } from 'vitest';
import { Prisma } from '#server/generated/prisma-postgresql/client.ts';
import { asSqliteRows, asSqliteValue } from '#server/infra/read-db.ts';

describe('PostgreSQL values as SQLite gives them', () => {
  it('makes counts and sums (BigInt) plain numbers, which JSON can write', () => {
    expect(asSqliteValue(2n)).toBe(2);
    expect(asSqliteValue(0n)).toBe(0);
    expect(JSON.stringify(asSqliteRows([{ n: 200_000n }]))).toBe('[{"n":200000}]');
  });

  it('makes averages and numerics (Decimal) plain numbers, unrounded', () => {
    expect(asSqliteValue(new Prisma.Decimal('4.5'))).toBe(4.5);
    expect(asSqliteValue(new Prisma.Decimal('3.3333333333333333'))).toBeCloseTo(10 / 3, 12);
  });

  it('writes timestamps as the ORM stores them on SQLite: ISO text with +00:00', () => {
    const time = new Date('2026-01-02T03:04:05.678Z');
    expect(asSqliteValue(time)).toBe('2026-01-02T03:04:05.678+00:00');
    expect(new Date(asSqliteValue(time) as string).getTime()).toBe(time.getTime());
  });

  it('gives booleans as 0 and 1', () => {
    expect(asSqliteValue(true)).toBe(1);
    expect(asSqliteValue(false)).toBe(0);
  });

  it('leaves null, text and numbers as they are', () => {
    expect(asSqliteRows([{ a: null, b: 'Université de Montréal', c: 7, d: 1.25 }])).toEqual([
      { a: null, b: 'Université de Montréal', c: 7, d: 1.25 },
    ]);
  });
});
