// Every limit number in one place: the server's schemas check these, and the pages and islands
// count, cap and show the same ones, so a form never allows what the server refuses. Texts that
// quote a limit are built from it. The rules behind each group are cited above it.

// Reviews (docs/rules/api-contract.md#submit-a-review): lengths after trimming.
export const REVIEW_TEXT_MAX = 5000;
export const COMMENTS_MAX = 2000;

// Review lists (docs/rules/reviews-and-ratings.md#review-lists): a page's default and largest size.
export const REVIEWS_PAGE_SIZE = 20;
export const REVIEWS_PAGE_SIZE_MAX = 50;

// Likes (docs/rules/api-contract.md#bulk-like-status): ids asked about in one bulk call.
export const BULK_LIKE_IDS_MAX = 50;

// Featured universities on the home page (docs/rules/reviews-and-ratings.md#featured).
export const FEATURED_COUNT = 3;

// Search (docs/rules/pages-and-search.md#search, docs/rules/api-contract.md#search): the browser
// asks from 2 characters; the server takes up to 200 and answers at most 10 suggestions or 100
// results; a university picker lists 5.
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_SUGGESTIONS_MAX = 10;
export const SEARCH_RESULTS_MAX = 100;
export const COMPARE_PICKER_MAX = 5;

// Accounts (docs/rules/accounts-and-tokens.md#usernames, docs/rules/accounts-and-tokens.md#password-rule,
// docs/rules/api-contract.md#email-rule).
export const USERNAME_MAX = 255;
export const EMAIL_LENGTH_MIN = 3;
export const EMAIL_LENGTH_MAX = 254;
/** A password this long meets the rule's length criterion. */
export const PASSWORD_CRITERION_LENGTH = 8;
/** Longest password accepted: bounds the hashing cost. */
export const PASSWORD_MAX = 256;
/** Longest refresh or reset token text worth looking up (docs/rules/accounts-and-tokens.md#sessions-and-refresh-tokens). */
export const TOKEN_TEXT_MAX = 512;

// Verified students (docs/rules/accounts-and-tokens.md#verified-students): the mailed code.
export const STUDENT_CODE_DIGITS = 6;
export const STUDENT_CODE_MINUTES = 30;
/** Wrong tries after which a code is void. */
export const STUDENT_CODE_TRIES = 5;
/** Over any 24 hours: codes one account may ask for, wrong codes it may try (across all its codes), and mails one address gets. */
export const STUDENT_CODE_REQUESTS_A_DAY = 3;
export const STUDENT_WRONG_CODES_A_DAY = 10;
export const STUDENT_MAILS_A_DAY = 3;

// Mail forms (docs/rules/api-contract.md#mail-forms): lengths after trimming.
export const SCHOOL_NAME_MAX = 255;
export const SCHOOL_COUNTRY_MAX = 100;
export const SCHOOL_WEBSITE_MAX = 2048;
export const CONTACT_NAME_MAX = 255;
export const CONTACT_MESSAGE_MAX = 5000;

// Trust and moderation (docs/rules/trust-and-moderation.md).
/** Folded review texts shorter than this are not compared for duplicates: short texts ('Great uni!') repeat honestly. */
export const DUPLICATE_TEXT_MIN_LENGTH = 30;
/** A review whose folded text equals one of the same university from this many days back is a duplicate. */
export const DUPLICATE_TEXT_DAYS = 90;
/** Open reports from this many distinct reporters hold a published review for a moderator. */
export const REPORTS_TO_HOLD = 3;
/** A report's note, after trimming. */
export const REPORT_NOTE_MAX = 500;
/** A moderator's reason for a decision, after trimming. */
export const MODERATION_REASON_MAX = 500;
/** An author's appeal message, after trimming. */
export const APPEAL_MESSAGE_MAX = 1000;
/** A university's reply to a review, after trimming. */
export const REPLY_TEXT_MAX = 2000;
/** The reply share and median reply time show once a university has this many replies in the window. */
export const REPLY_STATS_MINIMUM = 5;
/** Items per page of the moderation queue and of the moderation log. */
export const MODERATION_PAGE_SIZE = 20;
