// The stored flags of a held review that are not screening kinds (those are in screening.ts):
// held by reports, and an author's appeal with its text. Shared by the server that writes them
// and the moderation page that reads them. Zod-free.

/** A review held because enough readers reported it. */
export const REPORTED_FLAG = 'reported';

/** A review held because its text is the same or nearly the same as a removed review's. */
export const REPOSTED_FLAG = 'posted_again_after_removal';

const APPEAL_PREFIX = 'appeal: ';

/** The flag an appeal adds, carrying the author's message. */
export const appealFlag = (message: string) => `${APPEAL_PREFIX}${message}`;

/** The author's message of an appeal flag, or null for any other flag. */
export const appealMessageOf = (flag: string): string | null => (flag.startsWith(APPEAL_PREFIX) ? flag.slice(APPEAL_PREFIX.length) : null);
