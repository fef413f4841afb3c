// The texts of /editReview/{id} that tests and several components share.
export const EDIT_LOADING = 'Loading your review...';
export const EDIT_LOAD_FAILED = 'Failed to load your review. Please try again.';
export const EDIT_NOT_FOUND = 'Review not found';
export const EDIT_NOT_FOUND_DETAIL = 'It is not one of the reviews you posted from this account, or it has been deleted.';
export const EDIT_REMOVED_HEADING = 'This review cannot be edited';
/** A removed review cannot be edited (docs/rules/trust-and-moderation.md#edits): its author appeals. */
export const EDIT_REMOVED = 'A moderator removed this review, so it cannot be edited. You can appeal the decision from Saved Reviews.';
export const BACK_TO_SAVED_REVIEWS = 'Back to Saved Reviews';
export const SAVE_LABELS = { idle: 'Save changes', busy: 'Saving...', done: 'Saved' };
export const editHeading = (universityName: string) => `Edit your review of ${universityName}`;
