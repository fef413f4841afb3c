// The folded text the duplicate check compares (docs/rules/trust-and-moderation.md#screening): a
// review whose folded text equals one of the same university from the last 90 days is refused.
// Case, spacing and punctuation are folded away, so a copy with other capitals, line breaks or
// commas is still the same text; only letters and digits are compared.

import { DUPLICATE_TEXT_MIN_LENGTH } from '../limits.ts';

export { DUPLICATE_TEXT_MIN_LENGTH };

/** The text's letters and digits in lower case (compatibility forms unified), or null when under 30 of them. */
export function foldReviewText(text: string): string | null {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
  return [...folded].length >= DUPLICATE_TEXT_MIN_LENGTH ? folded : null;
}
