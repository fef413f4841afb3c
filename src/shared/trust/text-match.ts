/** A piece of text a screening rule found, and where it starts. */
export type TextMatch = { index: number; match: string };

/**
 * The text with the found pieces blanked out (same length, so later indexes still hold): a later
 * rule does not find the domain inside an e-mail address or the digits inside a link again.
 */
export function blankOut(text: string, found: readonly TextMatch[]): string {
  let blanked = text;
  for (const { index, match } of found) {
    blanked = blanked.slice(0, index) + ' '.repeat(match.length) + blanked.slice(index + match.length);
  }
  return blanked;
}
