// Ids and small integers as both transports send them: JSON numbers from tRPC and the review
// form, decimal strings from REST paths and queries (docs/rules/api-contract.md#ids).
import { z } from 'zod';
import { MAX_ID } from '../ids.ts';

/** A whole number in [min, max], given as a number or as a string of decimal digits; `message` on any failure. */
export function intInput(message: string, min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));
}

/** An id (1..2147483647) as a number or a digit string. */
export const idInput = (message: string) => intInput(message, 1, MAX_ID);

/** The first issue's message of a failed parse: our schemas give every issue the documented text. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
