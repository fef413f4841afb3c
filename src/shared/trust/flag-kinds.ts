// The kinds of screening flag and the coach's hint for each: small, so the review form shows its
// hints without loading the rules, which it imports only when the student first types.
/** The kinds of flag, in the order they are reported; stored as they are with a held review. */
export const FLAG_KINDS = ['email', 'phone', 'link', 'blocked_term'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** The plain hint the coach shows next to the field, one per kind. */
export const COACH_HINTS: Readonly<Record<FlagKind, string>> = {
  email: 'This looks like an e-mail address. Reviews must not contain personal details.',
  phone: 'This looks like a phone number. Reviews must not contain personal details.',
  link: 'This looks like a link. Reviews must not advertise or link to other sites.',
  blocked_term: 'This contains a word our community guidelines do not allow.',
};
