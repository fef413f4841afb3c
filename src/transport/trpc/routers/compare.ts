// tRPC procedures for compare, over the same services as REST.
import { publicProcedure, router } from '../init.ts';
import { inputOf } from '#transport/parse-input.ts';
import { compareUniversities } from '#server/compare/compare.ts';
import { compareInput } from '#shared/schemas/compare.ts';

export const compareRouter = router({
  /** Two universities side by side (docs/rules/api-contract.md#compare). */
  get: publicProcedure.input(inputOf(compareInput)).query(({ input }) => compareUniversities(input.uni1, input.uni2)),
});
