// Reply shapes shared by the server, the pages and the islands
// (docs/rules/api-contract.md#reply-shapes), inferred from the zod replies of schemas/replies.ts
// and schemas/trust-replies.ts: the schemas are the one definition, and these names are what the
// code calls them. Type-only imports: nothing of zod reaches a page through this file.
import type { z } from 'zod';
import type * as replies from './schemas/replies.ts';
import type * as trustReplies from './schemas/trust-replies.ts';
import type * as universityReplies from './schemas/university-replies.ts';
import type * as countries from './schemas/countries.ts';

export type User = z.output<typeof replies.userReply>;
export type University = z.output<typeof replies.universityReply>;
export type UniversityHit = z.output<typeof replies.universityHitReply>;
export type FeaturedUniversity = z.output<typeof replies.featuredUniversityReply>;
export type Review = z.output<typeof replies.reviewReply>;
export type Pagination = z.output<typeof replies.paginationReply>;
export type ReviewPage = z.output<typeof replies.reviewPageReply>;
/** A university's rating statistics (docs/rules/api-contract.md#statistics): counts, freshness, averages and star distribution. */
export type UniversityStatistics = z.output<typeof replies.statisticsReply>;
export type CompareUniversity = z.output<typeof replies.compareUniversityReply>;

export type { ReviewSort } from './reviews/review-filters.ts';

// Trust and moderation (docs/rules/trust-and-moderation.md).

/** Only published reviews are shown to the public or counted in any aggregate. */
export type ReviewStatus = z.output<typeof trustReplies.reviewStatusReply>;
/** A review as its author (docs/rules/api-contract.md#own-reviews) and moderators see it: with its status and the reason of a removal. */
export type ReviewWithStatus = z.output<typeof trustReplies.reviewWithStatusReply>;
/** A review as its author sees it: whether its removal was already appealed (one appeal per removal). */
export type OwnReview = z.output<typeof trustReplies.ownReviewReply>;
/** One of the caller's own reports, with what became of it (a receipt). */
export type OwnReport = z.output<typeof trustReplies.ownReportReply>;
/** What became of a report: open until a moderator decides on its review. */
export type ReportOutcome = OwnReport['outcome'];

export type ModerationQueuePage = z.output<typeof trustReplies.moderationQueueReply>;
export type ModerationQueueItem = ModerationQueuePage['items'][number];
/** A report as moderators see it: never who made it. */
export type QueueReport = ModerationQueueItem['reports'][number];
/** A moderator never decides on a review they wrote ('author') or reported ('reporter'). */
export type ModerationConflict = NonNullable<ModerationQueueItem['conflict_of_interest']>;

export type ModerationLogPage = z.output<typeof trustReplies.moderationLogReply>;
export type ModerationLogEntry = ModerationLogPage['entries'][number];
export type ModerationAction = ModerationLogEntry['action'];

/** A university's reply as its representatives and the moderators see it, whatever its status. */
export type ReplyWithStatus = z.output<typeof trustReplies.replyWithStatusReply>;
export type RepresentativeReviews = z.output<typeof universityReplies.representativeReviewsReply>;
export type RepresentativeItem = RepresentativeReviews['items'][number];
/** The public reply under a review. */
export type UniversityReply = NonNullable<Review['reply']>;

export type Country = z.output<typeof countries.countryReply>;
export type CountryUniversity = z.output<typeof countries.countryUniversityReply>;
export type CountryUniversitiesPage = z.output<typeof countries.countryUniversitiesReply>;
