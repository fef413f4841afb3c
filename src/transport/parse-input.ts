// Input parsing shared by the REST routes and the tRPC procedures: a shared zod schema, and on
// failure a 400 whose `error` is the first issue's message (the schemas order their checks).
// Whether the reply also carries `message` is the call's business, decided in one place for both
// transports (message-on-errors.ts).
import type { z } from 'zod';
import { badRequest } from '#server/infra/errors.ts';

/** The parsed input, or 400 with the first message. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid input');
}

/**
 * A tRPC input parser over a shared schema (`.input(inputOf(schema))`): clients see the schema's
 * input type, procedures its output, and a failure is the same AppError as over REST.
 */
export function inputOf<S extends z.ZodType>(schema: S) {
  // `_input`/`_output` only carry types (tRPC's zod-like parser shape); `parse` does the work.
  return { parse: (raw: unknown) => parseInput(schema, raw) } as {
    _input: z.input<S>;
    _output: z.output<S>;
    parse: (raw: unknown) => z.output<S>;
  };
}

/**
 * A tRPC input parser for a call on one resource: `{ [key]: id, ...fields }`, the id checked
 * first (its 400), then the fields by `schema`, as REST checks the path before the body.
 */
export function idAndInputOf<K extends string, I extends z.ZodType, S extends z.ZodType>(key: K, idSchema: I, schema: S) {
  return {
    parse: (raw: unknown) => {
      const value = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
      const id = parseInput(idSchema, value[key]);
      return { ...(parseInput(schema, value) as object), [key]: id };
    },
  } as {
    _input: { [P in K]: z.input<I> } & z.input<S>;
    _output: { [P in K]: z.output<I> } & z.output<S>;
    parse: (raw: unknown) => { [P in K]: z.output<I> } & z.output<S>;
  };
}
