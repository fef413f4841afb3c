// Input parsing shared by the REST routes and the tRPC procedures: a shared zod schema, and on
// failure a 400 whose `error` is the first issue's message (the schemas order their checks).
import type { z } from 'zod';
import { badRequest } from '#server/errors.ts';

/** The parsed input, or 400 with the first message; `withMessage` copies it into `message` too. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, options: { withMessage?: boolean } = {}): z.output<S> {
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'Invalid input';
  throw badRequest(message, options.withMessage ? { message } : undefined);
}

/**
 * A tRPC input parser over a shared schema (`.input(inputOf(schema))`): clients see the schema's
 * input type, procedures its output, and a failure is the same AppError as over REST.
 */
export function inputOf<S extends z.ZodType>(schema: S, options: { withMessage?: boolean } = {}) {
  // `_input`/`_output` only carry types (tRPC's zod-like parser shape); `parse` does the work.
  return { parse: (raw: unknown) => parseInput(schema, raw, options) } as {
    _input: z.input<S>;
    _output: z.output<S>;
    parse: (raw: unknown) => z.output<S>;
  };
}
