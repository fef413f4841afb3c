// Compare two universities (docs/rules/api-contract.md#compare).
import { z } from 'zod';
import { compareUniversities } from '#server/compare/compare.ts';
import { universityWithIdNotFound } from '#server/infra/errors.ts';
import { MAX_ID } from '#shared/ids.ts';
import { compareInput } from '#shared/schemas/compare.ts';
import { compareUniversityReply } from '#shared/schemas/replies.ts';
import { INVALID_UNIVERSITY_ID, reviewPageInput, universityIdInput } from '#shared/schemas/universities.ts';
import { STUDY_LEVEL_FILTER_MESSAGE } from '#shared/reviews/study-context.ts';
import { inputOf } from '../parse-input.ts';
import { invalid, replyOf } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';

const side = (which: string) => ({
  schema: universityIdInput,
  description: `The ${which} university's id, 1 to ${MAX_ID}.`,
  required: true,
});

export const compareEndpoints = {
  /** Two universities side by side. */
  get: endpoint({
    auth: 'none',
    input: inputOf(compareInput),
    run: ({ input }) => compareUniversities(input.uni1, input.uni2, input.level),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/compare',
      doc: {
        summary: 'Compare two universities',
        description:
          'Both universities with their review counts and averages, side by side: of all their published reviews, or with level of those that name that study level ' +
          '(last_review_at stays the newest review of any level).',
        tag: 'Compare',
        query: {
          uni1: side('first'),
          uni2: side('second'),
          level: { schema: reviewPageInput.shape.level, description: 'Optional: compare only the reviews that name this study level.' },
        },
        reply: {
          status: 200,
          description: 'The pair',
          schema: z.strictObject({ university1: compareUniversityReply, university2: compareUniversityReply }),
        },
        errors: [
          invalid('Both university IDs are required'),
          invalid(INVALID_UNIVERSITY_ID),
          invalid('Cannot compare a university with itself'),
          invalid(STUDY_LEVEL_FILTER_MESSAGE),
          replyOf(universityWithIdNotFound(42), 'An id (here 42) is not a known university; uni1 is checked first'),
        ],
      },
    },
  }),
};
