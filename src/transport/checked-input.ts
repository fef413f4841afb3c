// The review submission's check gives an `error` and a different `message`; this turns its
// result into the AppError both transports map to that documented 400.
import { AppError } from '#server/infra/errors.ts';
import type { Checked } from '#shared/schemas/reviews.ts';

/** The value of a hand-written check, or a 400 with its `error` and `message`. */
export function checked<T>(result: Checked<T>): T {
  if (!result.ok) throw new AppError('BAD_REQUEST', result.problem.error, { message: result.problem.message });
  return result.value;
}
