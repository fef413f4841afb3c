// The JSON shape of a review submission: the body doc of POST /reviews/submit (endpoints/reviews.ts),
// and the study context it shares with an edit (endpoints/review-trust.ts).
import { z } from 'zod';
import { COMMENTS_MAX, REVIEW_TEXT_MAX } from '#shared/limits.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { universityIdInput } from '#shared/schemas/universities.ts';
import { studyContextFields } from '#shared/schemas/replies.ts';
import {
  CURRENT_WITH_END_YEAR,
  STUDY_FIELD_MESSAGE,
  STUDY_LEVEL_MESSAGE,
  STUDY_RELATION_MESSAGE,
  yearMessage,
} from '#shared/schemas/study-context.ts';
import { FIRST_STUDY_YEAR, latestStudyYear } from '#shared/reviews/study-context.ts';
import type { ErrorDoc } from '../route-doc.ts';

/** The study context as a body sends it: each part optional, null to clear. */
export const studyContextBody = Object.fromEntries(Object.entries(studyContextFields).map(([name, schema]) => [name, schema.optional()]));

/** One line per part of the study context, for the body docs. */
export const studyContextBodyDocs = {
  study_level: 'Optional: the level of study (undergraduate, masters, doctoral, exchange for exchange or visiting, other).',
  study_field: "Optional: the broad field of study, one code per field of UNESCO's ISCED-F 2013, or other.",
  study_start_year: `Optional: the first year of study, ${FIRST_STUDY_YEAR} to this year.`,
  study_end_year: 'Optional: the last year of study, from the start year to this year; null while still studying.',
  study_relation: 'Optional: current (still studying; then no end year), graduate, or left (before finishing).',
};

const validation = (message: string): ErrorDoc => ({ status: 400, error: 'Validation error', message });

/** The 400s of the study context, in the order they are checked (after the texts). */
export const STUDY_CONTEXT_ERRORS: ErrorDoc[] = [
  validation(STUDY_LEVEL_MESSAGE),
  validation(STUDY_FIELD_MESSAGE),
  { ...validation(yearMessage('study_start_year', FIRST_STUDY_YEAR)), when: 'The last year is the current year' },
  {
    ...validation(yearMessage('study_end_year', latestStudyYear() - 4)),
    when: 'From the start year (or 1950 without one) to the current year',
  },
  validation(STUDY_RELATION_MESSAGE),
  validation(CURRENT_WITH_END_YEAR),
];

/**
 * The review body as JSON. The input is checked with checkReviewSubmission (src/shared/schemas/
 * reviews.ts), a hand-ordered check rather than one schema, so its JSON shape is described here
 * from the same limits and rating list; tests/api/openapi-replies.test.ts submits bodies of this shape.
 */
export const reviewSubmissionBody = z.object({
  university_id: universityIdInput,
  ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, z.int().min(1).max(5)])),
  review_text: z.string().max(REVIEW_TEXT_MAX).nullable().optional(),
  comments: z.string().max(COMMENTS_MAX).nullable().optional(),
  is_anonymous: z.boolean().nullable().optional(),
  user_id: z.unknown().optional(),
  university_name: z.unknown().optional(),
  ...studyContextBody,
});
