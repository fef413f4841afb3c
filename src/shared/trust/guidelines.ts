// The community guidelines a review can break, as one list: the report dialog's reasons, the
// moderator's removal reasons and the guidelines page all read it
// (docs/rules/trust-and-moderation.md). Zod-free, so islands may import it.

export const REPORT_REASONS = ['personal_info', 'harassment', 'hate', 'spam', 'off_topic', 'conflict_of_interest', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the report and the decision dialogs say when they are sent without a reason chosen. */
export const CHOOSE_A_REASON = 'Choose a reason.';

/** A reason a review may be reported for, as readers and moderators see it. */
export interface Guideline {
  reason: ReportReason;
  /** The short label of the report dialog's choice. */
  label: string;
  /** What the guideline forbids, in a sentence (guidelines page, report dialog hint). */
  rule: string;
  /** The reason a moderator records when removing a review for it; shown to the author. */
  removal: string;
}

export const GUIDELINES: readonly Guideline[] = [
  {
    reason: 'personal_info',
    label: 'Personal information',
    rule: "It names a private person or gives someone's contact details: phone numbers, e-mail or home addresses, student numbers.",
    removal: 'Removed: it contains personal information about a private person.',
  },
  {
    reason: 'harassment',
    label: 'Harassment',
    rule: 'It insults, threatens or intimidates a student, a member of staff or another reviewer.',
    removal: 'Removed: it attacks or harasses a person.',
  },
  {
    reason: 'hate',
    label: 'Hate speech',
    rule: 'It attacks a group of people for who they are: their origin, religion, gender, sexuality or disability.',
    removal: 'Removed: it contains hate speech.',
  },
  {
    reason: 'spam',
    label: 'Spam or advertising',
    rule: 'It advertises something, links to a sale, or repeats the same text to push ratings up or down.',
    removal: 'Removed: it is spam or advertising.',
  },
  {
    reason: 'off_topic',
    label: 'Off-topic',
    rule: 'It is not about studying at this university.',
    removal: 'Removed: it is not about studying at this university.',
  },
  {
    reason: 'conflict_of_interest',
    label: 'Conflict of interest',
    rule: 'It was written for the university, or for a competitor, rather than from a student’s own experience.',
    removal: 'Removed: it was written with a conflict of interest.',
  },
  {
    reason: 'other',
    label: 'Something else',
    rule: 'It breaks the guidelines in another way; the note says how.',
    removal: 'Removed: it breaks the community guidelines.',
  },
];

/** The reason a moderator records when a reported or held review breaks no guideline. */
export const KEPT_REASON = 'Kept: it breaks no guideline. Honest criticism stays, however sharp.';

/** The guideline of a report reason. */
export function guidelineOf(reason: ReportReason): Guideline {
  const found = GUIDELINES.find((g) => g.reason === reason);
  if (!found) throw new Error(`No guideline for ${reason}`);
  return found;
}
