// Inputs of the review endpoints (docs/rules/api-contract.md#reviews), shared by REST, tRPC and the
// review form.
import { z } from 'zod';
import { RATING_CATEGORIES, fieldLabel, type RatingField } from '../reviews/ratings.ts';
import { firstMessage, idInput } from './ids.ts';
import { INVALID_UNIVERSITY_ID } from './universities.ts';
import { BULK_LIKE_IDS_MAX, COMMENTS_MAX, REVIEW_TEXT_MAX } from '../limits.ts';
import { checkStudyContext } from './study-context.ts';
import { NO_STUDY_CONTEXT, type StudyContext } from '../reviews/study-context.ts';

export const INVALID_REVIEW_ID = 'Invalid review ID';
export const reviewIdInput = idInput(INVALID_REVIEW_ID);

/** A checked review submission, in the domain's names. */
export interface NewReview {
  universityId: number;
  ratings: Record<RatingField, number>;
  reviewText: string | null;
  comments: string | null;
  isAnonymous: boolean;
  /** The study context; a part left out is null on a new review and kept by an edit. */
  context?: Partial<StudyContext>;
}

/** The body the review form sends, as the client types it. */
export type ReviewSubmissionBody = { university_id: number | string } & Record<RatingField, number> & {
    review_text?: string | null;
    comments?: string | null;
    is_anonymous?: boolean | null;
  } & Partial<StudyContext> & {
    /** Accepted and ignored. */
    university_name?: unknown;
    /** Accepted and ignored: the account comes from the bearer. */
    user_id?: unknown;
  };

export { REVIEW_HELD_MESSAGE, REVIEW_PUBLISHED_MESSAGE, REVIEW_UPDATED_MESSAGE, submittedMessage } from '../reviews/messages.ts';

/** The body of an edit, as the client types it: the ratings and the two texts. */
export type ReviewEditBody = Record<RatingField, number> & {
  review_text?: string | null;
  comments?: string | null;
} & Partial<StudyContext>;

/** A documented 400: `error` and, for a review submission, `message`. */
export interface InputProblem {
  error: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: InputProblem };

const ratingValue = z.int().min(1).max(5);
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .nullish()
    .transform((text) => text?.trim() || null)
    .refine((text) => text === null || text.length <= max, { error: `${field} must be at most ${max} characters` });

const absent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const problem = (error: string, message: string): Checked<never> => ({ ok: false, problem: { error, message } });

/**
 * Checks a review body in the documented order (docs/rules/api-contract.md#submit-a-review):
 * missing fields, the university id, the ratings (JSON integers 1..5), then the optional fields.
 * `user_id` and `university_name` are ignored: the account comes from the bearer and the name
 * from the database.
 */
export function checkReviewSubmission(body: Record<string, unknown>): Checked<NewReview> {
  const required = ['university_id', ...RATING_CATEGORIES.map((c) => c.field)];
  const missing = required.filter((field) => absent(body[field]));
  if (missing.length) return problem('Missing required fields', `Missing required fields: ${missing.join(', ')}`);

  const universityId = idInput(INVALID_UNIVERSITY_ID).safeParse(body.university_id);
  if (!universityId.success) return problem(INVALID_UNIVERSITY_ID, INVALID_UNIVERSITY_ID);

  const content = checkReviewContent(body, true);
  if (!content.ok) return content;
  const { isAnonymous, ...rest } = content.value;
  // A new review's context is whole: a part left out is null.
  const context = { ...NO_STUDY_CONTEXT, ...rest.context };
  return { ok: true, value: { universityId: universityId.data, ...rest, context, isAnonymous } };
}

/** The part of a review its author can edit: the 16 ratings, the two texts and the study context. */
export type ReviewContent = Pick<NewReview, 'ratings' | 'reviewText' | 'comments' | 'context'>;

/**
 * Checks an edit (docs/rules/api-contract.md#edit-a-review) by the submission's rules and texts,
 * without `university_id` or `is_anonymous` (an edit changes neither: both are ignored).
 */
export function checkReviewEdit(body: Record<string, unknown>): Checked<ReviewContent> {
  const missing = RATING_CATEGORIES.map((c) => c.field).filter((field) => absent(body[field]));
  if (missing.length) return problem('Missing required fields', `Missing required fields: ${missing.join(', ')}`);
  const content = checkReviewContent(body, false);
  if (!content.ok) return content;
  const { ratings, reviewText, comments, context } = content.value;
  return { ok: true, value: { ratings, reviewText, comments, context } };
}

/** The ratings, then the optional fields: is_anonymous (when it counts), review_text, comments, the study context. */
function checkReviewContent(body: Record<string, unknown>, withAnonymous: boolean): Checked<ReviewContent & { isAnonymous: boolean }> {
  const ratings = {} as Record<RatingField, number>;
  for (const { field } of RATING_CATEGORIES) {
    const rating = ratingValue.safeParse(body[field]);
    if (!rating.success) return problem('Validation error', `${fieldLabel(field)} must be between 1 and 5`);
    ratings[field] = rating.data;
  }

  const texts = { review_text: optionalText('review_text', REVIEW_TEXT_MAX), comments: optionalText('comments', COMMENTS_MAX) };
  // is_anonymous is checked before the texts; an edit ignores it, whatever it is.
  const typed = z
    .object({ ...(withAnonymous && { is_anonymous: z.boolean({ error: 'is_anonymous must be a boolean' }).nullish() }), ...texts })
    .safeParse(body);
  if (!typed.success) {
    const message = firstMessage(typed.error);
    return problem(/at most/.test(message) ? 'Validation error' : message, message);
  }
  const context = checkStudyContext(body);
  if (typeof context === 'string') return problem('Validation error', context);
  return {
    ok: true,
    value: {
      ratings,
      reviewText: typed.data.review_text,
      comments: typed.data.comments,
      context,
      isAnonymous: (typed.data as { is_anonymous?: boolean | null }).is_anonymous ?? false,
    },
  };
}

/** One id of the comma-separated list: built once (its own message is never shown, the list's is). */
const listedReviewId = idInput('x');

/** The ids of a bulk like-status query: 1 to BULK_LIKE_IDS_MAX comma-separated ids. */
export const bulkReviewIdsInput = z
  .string({ error: 'reviewIds is required' })
  .trim()
  .min(1, { error: 'reviewIds is required' })
  .transform((text, ctx) => {
    const ids = text.split(',').map((part) => listedReviewId.safeParse(part.trim()));
    if (ids.length > BULK_LIKE_IDS_MAX || ids.some((id) => !id.success)) {
      ctx.addIssue({ code: 'custom', message: `reviewIds must be 1 to ${BULK_LIKE_IDS_MAX} comma-separated IDs` });
      return z.NEVER;
    }
    return ids.map((id) => id.data!);
  });

/** The same list as tRPC sends it: an array of 1 to BULK_LIKE_IDS_MAX ids. */
export const reviewIdListInput = z
  .array(idInput(`reviewIds must be 1 to ${BULK_LIKE_IDS_MAX} comma-separated IDs`), { error: 'reviewIds is required' })
  .min(1, { error: 'reviewIds is required' })
  .max(BULK_LIKE_IDS_MAX, { error: `reviewIds must be 1 to ${BULK_LIKE_IDS_MAX} comma-separated IDs` });
