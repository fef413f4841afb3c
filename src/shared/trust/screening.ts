// The one screening rule set for review texts (docs/rules/trust-and-moderation.md#screening): the
// review form's coach runs it on every keystroke and the server runs it again on submit and edit.
// It reads the text as a person does (normalise-text.ts), then finds e-mail addresses, phone
// numbers, links, social handles offered as contact and blocked terms; a flagged review is held
// for a moderator, never deleted or changed.
import { findBlockedTerms } from './blocked-term-matcher.ts';
import { findContactHandles } from './contact-handles.ts';
import { findEmailAddresses } from './email-addresses.ts';
import { findLinks } from './links.ts';
import { asWritten, normaliseText } from './normalise-text.ts';
import { findPhoneNumbers } from './phone-numbers.ts';
import { blankOut } from './text-match.ts';
import { COACH_HINTS, FLAG_KINDS, type FlagKind } from './flag-kinds.ts';

export { COACH_HINTS, FLAG_KINDS, type FlagKind } from './flag-kinds.ts';

/** One thing the rules found: its kind, the text as written and where it starts. */
export type Flag = { kind: FlagKind; match: string; index: number };

export function coachHint(kind: FlagKind): string {
  return COACH_HINTS[kind];
}

/**
 * Everything the rules find in one text, in text order, as written. The rules read the text as a
 * person does (normaliseText). E-mail addresses are looked for first, then social handles offered
 * as contact and links (both flagged `link`: an address on another site), then phone numbers, each
 * in the text with the earlier finds blanked out, so the domain of an address is not also a link.
 * Blocked terms are looked for everywhere.
 */
export function screenText(text: string): Flag[] {
  const read = normaliseText(text);
  const emails = findEmailAddresses(read.text);
  const handles = findContactHandles(blankOut(read.text, emails));
  const links = findLinks(blankOut(read.text, [...emails, ...handles]));
  const phones = findPhoneNumbers(blankOut(read.text, [...emails, ...handles, ...links]));
  const found: Flag[] = [
    ...emails.map((match) => ({ kind: 'email' as const, ...match })),
    ...[...handles, ...links].map((match) => ({ kind: 'link' as const, ...match })),
    ...phones.map((match) => ({ kind: 'phone' as const, ...match })),
    ...findBlockedTerms(read.text).map((match) => ({ kind: 'blocked_term' as const, ...match })),
  ];
  return found.map(({ kind, ...match }) => ({ kind, ...asWritten(read, match) })).sort((a, b) => a.index - b.index);
}

/** The texts of a review as submitted or edited; either may be absent. */
export type ReviewTexts = { review_text?: string | null; comments?: string | null };

/**
 * The distinct kinds found in a review's two texts, in FLAG_KINDS order: the flags stored with a
 * held review. Plain kinds, not per field: a moderator reads both texts anyway. Empty: publish.
 */
export function screenReview({ review_text, comments }: ReviewTexts): FlagKind[] {
  const found = new Set([review_text, comments].flatMap((text) => (text ? screenText(text) : [])).map((flag) => flag.kind));
  return FLAG_KINDS.filter((kind) => found.has(kind));
}
