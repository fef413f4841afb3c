// The one application error. Services throw it; the REST and tRPC adapters map `code` to a
// status. `message` is the documented text shown to people; `extra` carries documented
// additional reply fields (such as a second `message`).
import { TEXT_WITH_NUL, TOO_MANY_REQUESTS } from '#shared/site/messages.ts';
import { ALREADY_REPORTED } from '#shared/trust/report-messages.ts';
import { INVALID_STUDENT_CODE } from '#shared/schemas/students.ts';

export type AppErrorCode =
  'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'PAYLOAD_TOO_LARGE' | 'TOO_MANY_REQUESTS' | 'INTERNAL';

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Seconds a client should wait (429 only). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new AppError('BAD_REQUEST', message, extra);
export const notFound = (message: string, extra?: Record<string, unknown>) => new AppError('NOT_FOUND', message, extra);
const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
const conflict = (message: string) => new AppError('CONFLICT', message);

// The documented errors the services throw, each by name with its status and text
// (docs/rules/api-contract.md): services throw these rather than building their own. Factories,
// so that every throw has its own stack.

export { TOO_MANY_REQUESTS };
/** 429 with Retry-After (docs/rules/accounts-and-tokens.md#rate-limits). */
export const tooManyRequests = (retryAfter: number) => new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS, {}, retryAfter);

/** Input holding U+0000, refused by both transports before any service runs (docs/rules/api-contract.md#always-json). */
export const textWithNul = () => badRequest(TEXT_WITH_NUL);

// A bearer that is not good enough (docs/rules/api-contract.md#authentication).
export const authenticationRequired = () => unauthorized('Authentication required');
export const tokenExpired = () => unauthorized('Token expired');
export const invalidToken = () => unauthorized('Invalid token');
/** The bearer's account is gone, perhaps deleted by another request meanwhile. */
export const accountGone = () => unauthorized('User not found');

// Refresh and reset tokens (docs/rules/api-contract.md#refresh, #validate-reset-token, #reset-password).
export const invalidRefreshToken = () => unauthorized('Invalid refresh token');
export const refreshTokenExpired = () => unauthorized('Refresh token expired');
/** Unknown or already used. */
export const invalidResetToken = () => badRequest('Invalid or expired reset token');
/** Expired, when the reset page checks the link. */
export const resetLinkExpired = () => badRequest('Reset link has expired');
/** Expired, when the new password is sent. */
export const resetTokenExpired = () => badRequest('Reset token has expired. Please request a new one.');

// Accounts (docs/rules/api-contract.md#accounts).
export const invalidCredentials = () => unauthorized('Invalid email or password');
export const emailTaken = () => conflict('Email already in use');
export const usernameTaken = () => conflict('Username already taken');
/** Deleting an account that no longer exists. */
export const userNotFound = () => notFound('User not found', { message: 'The user account does not exist' });
export const accountDeletionFailed = () => new AppError('INTERNAL', 'Failed to delete account', { message: 'Internal server error' });

// Verified students (docs/rules/api-contract.md#verify-a-student-address, #confirm-a-student-code).
export const unknownUniversityAddress = () => badRequest('This address does not belong to a university we know.');
/** No pending code, a wrong one, an expired one, or one voided by too many wrong tries. */
export const invalidStudentCode = () => badRequest(INVALID_STUDENT_CODE);

// Universities (docs/rules/api-contract.md#universities, #compare).
/** An unknown university (a submission's reply adds the text as `message`: its endpoint's rule). */
export const universityNotFound = () => notFound('University not found');
/** A country code the imported list has no university of. */
export const countryNotFound = () => notFound('Country not found');
/** One side of a comparison is unknown. */
export const universityWithIdNotFound = (id: number) => notFound(`University with ID ${id} not found`);

// Reviews (docs/rules/api-contract.md#reviews).
/** An unknown review to like. */
export const reviewNotFound = () => notFound('Review not found');
/** An unknown review to delete, with the `message` that call carries. */
export const reviewToDeleteNotFound = () => notFound('Review not found', { message: 'The review you are trying to delete does not exist' });
/** Someone else's review, or an anonymous one. */
export const notOwnReview = () => new AppError('FORBIDDEN', 'Access denied', { message: 'You can only delete your own reviews' });

// Trust and moderation (docs/rules/api-contract.md#trust-and-moderation).
/** Any moderation call by an account without the moderator role. */
export const moderatorRequired = () => new AppError('FORBIDDEN', 'Moderator access required');
/** A moderator deciding on a review they wrote. */
export const ownReviewToDecide = () => new AppError('FORBIDDEN', 'You cannot decide on a review you wrote');
/** A moderator deciding on a review they reported. */
export const reportedReviewToDecide = () => new AppError('FORBIDDEN', 'You cannot decide on a review you reported');
/** The same reporter (account, or address when anonymous) reported this review before. */
export const alreadyReported = () => conflict(ALREADY_REPORTED);
/** The folded text equals a recent review of the same university. */
export const duplicateReview = () =>
  new AppError('CONFLICT', 'Duplicate review', { message: 'This review has already been posted for this university.' });
/** The account already has a signed review of this university. */
export const alreadyReviewed = () =>
  new AppError('CONFLICT', 'Already reviewed', {
    message: 'You have already reviewed this university. You can edit your review from Saved Reviews.',
  });
/** Someone else's review, or an anonymous one, to edit. */
export const notOwnReviewToEdit = () => new AppError('FORBIDDEN', 'Access denied', { message: 'You can only edit your own reviews' });
/** A removed review is appealed, not edited. */
export const removedReviewNotEditable = () =>
  new AppError('CONFLICT', 'Removed reviews cannot be edited', {
    message: 'This review was removed by a moderator. You can appeal the decision instead.',
  });
/** Someone else's review, or an anonymous one, to appeal for. */
export const notOwnReviewToAppeal = () =>
  new AppError('FORBIDDEN', 'Access denied', { message: 'You can only appeal decisions on your own reviews' });
export const onlyRemovedAppealable = () => badRequest('Only removed reviews can be appealed');
export const alreadyAppealed = () => conflict('You have already appealed this decision');

// University replies (docs/rules/api-contract.md#university-replies).
/** A reply call by an account that represents no university (read from the database on every call). */
export const representativeRequired = () => new AppError('FORBIDDEN', 'University representative access required');
/** A representative acting on a review of another university. */
export const otherUniversityReview = () => new AppError('FORBIDDEN', 'This review is not of your university');
/** One reply per review: the second is an edit. */
export const alreadyReplied = () => conflict('This review already has a reply');
/** No reply to edit, report, decide on or appeal (or, for readers, none published). */
export const replyNotFound = () => notFound('Reply not found');
/** A removed reply is appealed, not edited. */
export const removedReplyNotEditable = () => conflict('Removed replies cannot be edited');
export const onlyRemovedRepliesAppealable = () => badRequest('Only removed replies can be appealed');
/** A moderator deciding on a reply they wrote (as a representative) or reported. */
export const ownReplyToDecide = () => new AppError('FORBIDDEN', 'You cannot decide on a reply you wrote');
export const reportedReplyToDecide = () => new AppError('FORBIDDEN', 'You cannot decide on a reply you reported');

// Mail forms (docs/rules/api-contract.md#mail-forms): neither stored nor mailed.
export const mailFormFailed = () => new AppError('INTERNAL', 'Failed to send email');

/**
 * True when Prisma refused a query with this code: P2002 a unique value already taken, P2003 a
 * row it refers to is gone (foreign key), P2025 no row to update or delete.
 */
export function isPrismaError(error: unknown, ...codes: ('P2002' | 'P2003' | 'P2025')[]): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (codes as string[]).includes(code);
}
