// Reply shapes shared by the server, the pages and the islands
// (docs/rules/api-contract.md#reply-shapes).
import type { Averages, Distribution } from './reviews/ratings.ts';
import type { ReportReason } from './schemas/trust.ts';

export interface User {
  id: number;
  username: string;
  email: string;
  /** The university the account verified a student address of (docs/rules/accounts-and-tokens.md#verified-students). */
  verified_university: { id: number; name: string } | null;
}

export interface University {
  id: number;
  name: string;
  country: string;
  alpha_two_code: string | null;
  state_province: string | null;
  web_pages: string[];
  domains: string[];
}

export interface UniversityHit {
  id: number;
  name: string;
  country: string;
  review_count: number;
  average_rating: number;
  /** The newest published review; null without any. */
  last_review_at: string | null;
}

export interface FeaturedUniversity {
  id: number;
  name: string;
  review_count: number;
}

export interface Review {
  id: number;
  university_id: number;
  university_name: string;
  username: string | null;
  created_at: string;
  overall_rating: number;
  academic_rating: number;
  professors_rating: number;
  difficulty_rating: number;
  opportunities_rating: number;
  internet_rating: number;
  safety_rating: number;
  social_life_rating: number;
  clubs_rating: number;
  facilities_rating: number;
  athletics_rating: number;
  location_rating: number;
  housing_rating: number;
  food_rating: number;
  transportation_rating: number;
  happiness_rating: number;
  review_text: string | null;
  comments: string | null;
  likes: number;
  /** Posted by a verified student of this university. */
  verified: boolean;
  /** When its author last edited it; null when never edited. */
  edited_at: string | null;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalReviews: number;
  reviewsPerPage: number;
}

export interface ReviewPage {
  reviews: Review[];
  averages: Averages;
  pagination: Pagination;
}

/** A university's rating statistics (docs/rules/api-contract.md#statistics): counts, freshness, averages and star distribution. */
export interface UniversityStatistics {
  review_count: number;
  verified_count: number;
  reviews_last_12_months: number;
  last_review_at: string | null;
  averages: Averages;
  distribution: Distribution;
}

export type CompareUniversity = University & { reviewCount: number; last_review_at: string | null; averages: Averages };

export type { ReviewSort } from './reviews/review-filters.ts';

// Trust and moderation (docs/rules/trust-and-moderation.md).

/** Only published reviews are shown to the public or counted in any aggregate. */
export type ReviewStatus = 'published' | 'held' | 'removed';

/** A review as its author (docs/rules/api-contract.md#own-reviews) and moderators see it: with its status and the reason of a removal. */
export type ReviewWithStatus = Review & { status: ReviewStatus; moderation_reason: string | null };

/** A review as its author sees it: whether its removal was already appealed (one appeal per removal). */
export type OwnReview = ReviewWithStatus & { appealed: boolean };

/** What became of a report: open until a moderator decides on its review. */
export type ReportOutcome = 'open' | 'kept' | 'removed';

/** A report as moderators see it: never who made it. */
export interface QueueReport {
  id: number;
  reason: ReportReason;
  note: string | null;
  created_at: string;
}

export interface ModerationQueueItem {
  review: ReviewWithStatus;
  university_name: string;
  /** Why it waits: screening flags, 'reported', 'appeal: <the author's text>'. */
  flags: string[];
  /** Its open reports, oldest first. */
  reports: QueueReport[];
  /** Why the caller may not decide on it: they wrote it or reported it; null when they may. */
  conflict_of_interest: ModerationConflict | null;
}

/** A moderator never decides on a review they wrote ('author') or reported ('reporter'). */
export type ModerationConflict = 'author' | 'reporter';

export interface ModerationQueuePage {
  items: ModerationQueueItem[];
  pagination: Pagination;
}

export type ModerationAction = 'publish' | 'remove';

export interface ModerationLogEntry {
  id: number;
  review_id: number;
  /** The review's university; null once the review is deleted (the log keeps no link to it). */
  university_id: number | null;
  /** The moderator's current username. */
  moderator: string;
  action: ModerationAction;
  reason: string;
  created_at: string;
}

export interface ModerationLogPage {
  entries: ModerationLogEntry[];
  pagination: Pagination;
}

/** One of the caller's own reports, with what became of it (a receipt). */
export interface OwnReport {
  id: number;
  review_id: number;
  university_id: number;
  university_name: string;
  reason: ReportReason;
  created_at: string;
  outcome: ReportOutcome;
}
