// Review texts unique to a test run. In letters, not digits: a long run of digits (Date.now())
// reads as a phone number to the screening rules (docs/rules/trust-and-moderation.md), and the
// review would be held for a moderator.
let sequence = 0;

/** A word no other call in this process returns: the time and a counter, as letters a–j. */
export function uniqueWord(): string {
  sequence += 1;
  return `${Date.now()}${sequence}`.replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));
}
