// The texts of a report's reply (docs/rules/trust-and-moderation.md#reports), shared by the server,
// the API documents and the report dialog. Zod-free, so islands may import it.

export const REPORT_THANKS = 'Thanks. A moderator will look at this review.';
/** 400: the reason is `other` and there is no note. */
export const REPORT_NOTE_NEEDED = 'Please describe the problem';
/** 409: the same account, or anonymously the same address, reported this review before. */
export const ALREADY_REPORTED = 'You have already reported this review';
