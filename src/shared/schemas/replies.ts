// The reply shapes as zod schemas (docs/rules/api-contract.md#reply-shapes): the one definition.
// The OpenAPI document and the tests that check real replies read them; src/shared/types.ts
// infers the code's types from them.
import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { RATING_CATEGORIES, type AverageKey, type RatingField } from '../reviews/ratings.ts';
import { STUDY_FIELDS, STUDY_LEVELS, STUDY_RELATIONS, codesOf, type StudyLevel } from '../reviews/study-context.ts';
import { LEVEL_MINIMUM } from '../reviews/level-breakdown.ts';
import { REPLY_STATS_MINIMUM } from '../limits.ts';

const id = z.int().min(1).max(MAX_ID);
const count = z.int().min(0);
/** An unrounded mean of 1..5 ratings, 0 without any. */
const average = z.number().min(0).max(5);
const rating = z.int().min(1).max(5);

export const userReply = z
  .strictObject({
    id,
    username: z.string(),
    email: z.string(),
    verified_university: z
      .strictObject({ id, name: z.string() })
      .nullable()
      .meta({ description: 'The university whose student address the account verified; the address itself is not kept.' }),
  })
  .meta({ id: 'User', description: "The caller's own account; no reply carries anyone else's." });

const universityFields = {
  id,
  name: z.string(),
  country: z.string(),
  alpha_two_code: z.string().nullable(),
  state_province: z.string().nullable(),
  web_pages: z.array(z.string()).meta({ description: 'Always an array, possibly empty.' }),
  domains: z.array(z.string()).meta({ description: 'Always an array, possibly empty.' }),
};

export const universityReply = z.strictObject(universityFields).meta({ id: 'University' });

export const universityHitReply = z
  .strictObject({
    id,
    name: z.string(),
    country: z.string(),
    review_count: count,
    average_rating: average,
    last_review_at: z.iso.datetime().nullable().meta({ description: 'The newest published review; null without any.' }),
  })
  .meta({ id: 'UniversityHit', description: 'A search hit with its review count, overall average (0 without reviews) and newest review.' });

/** A university's id, name and published reviews: the list of every university (a sitemap feed). */
export const universityCountReply = z.strictObject({ id, name: z.string(), review_count: count }).meta({ id: 'UniversityCount' });

export const featuredUniversityReply = z
  .strictObject({
    id,
    name: z.string(),
    review_count: count,
    country: z.string(),
    average_overall: z.number().min(1).max(5).meta({ description: 'The plain mean of the overall rating of its published reviews.' }),
  })
  .meta({ id: 'FeaturedUniversity' });

const ratingFields = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, rating])) as Record<RatingField, typeof rating>;

const studyYear = z.int().min(1950);

/** The study context of a review (docs/rules/reviews-and-ratings.md#study-context); each part null when not given. */
export const studyContextFields = {
  study_level: z.enum(codesOf(STUDY_LEVELS)).nullable().meta({ id: 'StudyLevel' }),
  study_field: z
    .enum(codesOf(STUDY_FIELDS))
    .nullable()
    .meta({ id: 'StudyField', description: "A broad field of UNESCO's ISCED-F 2013 (01 to 10, in that order), or other." }),
  study_start_year: studyYear.nullable(),
  study_end_year: studyYear.nullable().meta({ description: 'Null while still studying, or when not given.' }),
  study_relation: z.enum(codesOf(STUDY_RELATIONS)).nullable().meta({ id: 'StudyRelation' }),
};

export const universityReplyReply = z
  .strictObject({
    university_name: z.string().meta({ description: 'The university that replied: a reply names the university, never the person.' }),
    text: z.string(),
    created_at: z.iso.datetime().meta({ description: 'ISO 8601, UTC.' }),
    edited_at: z.iso.datetime().nullable().meta({ description: 'When the university last edited it; null when never edited.' }),
  })
  .meta({ id: 'UniversityReply', description: "The university's public reply to a review." });

export const reviewReply = z
  .strictObject({
    id,
    university_id: id,
    university_name: z.string(),
    username: z.string().nullable().meta({ description: "The author's current name; null for an anonymous review." }),
    created_at: z.iso.datetime().meta({ description: 'ISO 8601, UTC.' }),
    ...ratingFields,
    review_text: z.string().nullable(),
    comments: z.string().nullable(),
    likes: count,
    verified: z.boolean().meta({ description: 'Posted by a verified student of this university (signed or anonymous).' }),
    edited_at: z.iso.datetime().nullable().meta({ description: 'When its author last edited it; null when never edited.' }),
    ...studyContextFields,
    reply: universityReplyReply
      .nullable()
      .meta({ description: "The university's published reply; null when it has none (or it waits for a moderator)." }),
  })
  .meta({ id: 'Review', description: 'A review never carries a user id.' });

const averageFields = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, average])) as Record<AverageKey, typeof average>;

export const averagesReply = z
  .strictObject(averageFields)
  .meta({ id: 'Averages', description: 'Unrounded means over all reviews of the university; 0 where there are none.' });

const starCounts = z
  .tuple([count, count, count, count, count])
  .meta({ description: 'How many reviews gave 1, 2, 3, 4 and 5 stars, in that order.' });
const distributionFields = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, starCounts])) as Record<AverageKey, typeof starCounts>;

const levelFields = Object.fromEntries(
  codesOf(STUDY_LEVELS).map((level) => [level, z.strictObject({ review_count: count, averages: averagesReply.nullable() })]),
) as Record<StudyLevel, z.ZodObject<{ review_count: typeof count; averages: z.ZodNullable<typeof averagesReply> }>>;

export const statisticsReply = z
  .strictObject({
    review_count: count,
    verified_count: count.meta({ description: 'Published reviews by verified students of this university.' }),
    reviews_last_12_months: count,
    last_review_at: z.iso.datetime().nullable().meta({ description: 'The newest published review; null without any.' }),
    averages: averagesReply,
    distribution: z
      .strictObject(distributionFields)
      .meta({ description: 'For the overall rating and each category; each list sums to review_count.' }),
    by_level: z.strictObject(levelFields).meta({
      description: `For each study level: its published reviews, and their averages once there are at least ${LEVEL_MINIMUM} (null before).`,
    }),
    replies: z
      .strictObject({
        replied_count: count.meta({ description: 'Published reviews of the last 12 months with a published reply from the university.' }),
        reply_share: z
          .number()
          .min(0)
          .max(1)
          .nullable()
          .meta({
            description: `replied_count over reviews_last_12_months, once replied_count is at least ${REPLY_STATS_MINIMUM}; null before.`,
          }),
        median_reply_hours: z
          .number()
          .min(0)
          .nullable()
          .meta({
            description: `The median time from review to reply over those replies, in hours; null below ${REPLY_STATS_MINIMUM} replies.`,
          }),
      })
      .meta({ description: 'How the university answers its reviews of the last 12 months (its right of reply).' }),
  })
  .meta({ id: 'UniversityStatistics', description: 'Counts, averages and the star distribution of the published reviews.' });

export const paginationReply = z
  .strictObject({
    currentPage: z.int().min(1).meta({ description: 'The page asked for, even past the end.' }),
    totalPages: count.meta({ description: '0 without reviews.' }),
    totalReviews: count,
    reviewsPerPage: z.int().min(1),
  })
  .meta({ id: 'Pagination' });

export const reviewPageReply = z
  .strictObject({ reviews: z.array(reviewReply), averages: averagesReply, pagination: paginationReply })
  .meta({ id: 'ReviewPage' });

export const compareUniversityReply = z
  .strictObject({
    ...universityFields,
    reviewCount: count,
    last_review_at: z.iso.datetime().nullable().meta({ description: 'The newest published review; null without any.' }),
    averages: averagesReply,
  })
  .meta({ id: 'CompareUniversity' });

/** The error shape of every call (docs/rules/api-contract.md#error-shape). */
export const errorReply = z
  .strictObject({
    error: z.string(),
    message: z.string().optional().meta({ description: 'Only on the calls marked (+message), never on a 401.' }),
  })
  .meta({ id: 'Error' });
