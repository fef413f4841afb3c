// Phone numbers, international ('+44 20 7946 0958', '0044 ...') and local ('020 7946 0958',
// '(415) 555-2671', '555-1234'), with spaces, dots, dashes, underscores, commas or brackets; and
// what is not one: years, dates, prices, counts, ratings and times
// (docs/rules/trust-and-moderation.md#screening). The text is read first (normalise-text.ts):
// any dash is '-' and a run of spaces is one space.
import type { TextMatch } from './text-match.ts';

// A run of digits joined by at most 4 separators at a time, or a comma with no space after it. It
// never starts inside a word or a number, or after a currency sign ('£9,250', 'CS101', '25,000'),
// so each run is scanned once.
const DIGIT_RUN = /(?<![\w.,£$€¥+/])(?:\+ ?)?\(?\d(?:(?:[ \u00a0()./_-]{0,4}|,(?=\d))\d)*/g;
// A count written with thousands separators: '25,000', '1,234,567', 'rooms 101,102,103'.
const THOUSANDS = /^[1-9]\d{0,2}(?:,\d{3})+$/;
// What may follow a number that is not a phone number: a per cent sign or a word ('1000-word').
const NOT_PHONE_AFTER = /^(?:%|-?\p{L})/u;
const SEVEN_DIGITS = /^[2-9]\d{2}([ .-])\d{4}$/;
// Opening hours written with dots: '09.00-12.00 13.00-17.00'.
const TIME_RANGES = /^(?:\d{1,2}\.\d\d ?- ?\d{1,2}\.\d\d ?)+$/;

const isYear = (group: string | undefined) => group !== undefined && /^(?:19|20)\d\d$/.test(group);
const isYearLike = (group: string | undefined) => group !== undefined && (isYear(group) || /^\d\d$/.test(group));
const inRange = (group: string | undefined, max: number) => group !== undefined && group.length <= 2 && +group >= 1 && +group <= max;
const isDayAndMonth = (a: string | undefined, b: string | undefined) =>
  (inRange(a, 31) && inRange(b, 12)) || (inRange(a, 12) && inRange(b, 31));

/** Whether the digit groups are only years and dates: '2019-2023', '12.05.2024 - 15.05.2024', '2024-05-12'. */
function isYearsAndDates(groups: readonly string[]): boolean {
  let at = 0;
  while (at < groups.length) {
    const [first, second, third] = groups.slice(at, at + 3);
    if (isYear(first) && isDayAndMonth(second, third)) at += 3;
    else if (isDayAndMonth(first, second) && isYearLike(third)) at += 3;
    // An academic year: '2019-20'.
    else if (isYear(first) && second?.length === 2) at += 2;
    else if (isYear(first)) at += 1;
    else return false;
  }
  return true;
}

/** Whether a run of digits (without what follows it) is a phone number. */
function isPhoneNumber(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  const groups = run.split(/\D+/).filter(Boolean);
  if (run.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  if (/^00[1-9]/.test(run)) return digits.length >= 10 && digits.length <= 17;
  if (isYearsAndDates(groups) || TIME_RANGES.test(run) || THOUSANDS.test(run)) return false;
  // A slash joins ratings and dates ('10/10'); in a number only after an area code ('030/901820').
  if (run.includes('/') && !(run.startsWith('0') && run.split('/').length === 2)) return false;
  const sevenDigits = SEVEN_DIGITS.exec(run);
  if (sevenDigits) return sevenDigits[1] !== ' ' || !isYear(groups[1]);
  if (digits.length < 9) return false;
  if (groups.length === 1) return digits.length >= 10 || digits.startsWith('0');
  // A leading 0 is a trunk prefix: a number even when spaced out digit by digit to dodge the check.
  if (run.startsWith('0')) return true;
  if (run.startsWith('(')) return groups.slice(1).every((group) => group.length >= 2);
  // Without one, a number opens with a group of 3 or more ('415 555 2671', '912 345 678'); short
  // groups are a list ('10 11 12 13 14', '70-80-90-100') and threes ending in '000' a count.
  if (groups[0]!.length < 3 || groups.slice(1).some((group) => group.length < 2)) return false;
  return !(groups.slice(1).every((group) => group.length === 3) && groups.at(-1) === '000');
}

/** Every phone number in the text, in order. */
export function findPhoneNumbers(text: string): TextMatch[] {
  const found: TextMatch[] = [];
  for (const m of text.matchAll(DIGIT_RUN)) {
    const run = m[0];
    if (!NOT_PHONE_AFTER.test(text.slice(m.index + run.length, m.index + run.length + 2)) && isPhoneNumber(run)) {
      found.push({ index: m.index, match: run });
    }
  }
  return found;
}
