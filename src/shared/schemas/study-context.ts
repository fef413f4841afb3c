// The check of a review's study context (docs/rules/api-contract.md#submit-a-review): each part is
// optional; absent leaves it out (an edit keeps the value), null clears it. Checked after the
// texts, in the order level, field, start year, end year, relation.
import {
  FIRST_STUDY_YEAR,
  STUDY_FIELDS,
  STUDY_LEVELS,
  STUDY_RELATIONS,
  codesOf,
  latestStudyYear,
  type StudyContext,
} from '../reviews/study-context.ts';

const oneOf = (field: string, list: readonly { code: string }[]) => `${field} must be one of: ${codesOf(list).join(', ')}`;
export const STUDY_LEVEL_MESSAGE = oneOf('study_level', STUDY_LEVELS);
export const STUDY_FIELD_MESSAGE = oneOf('study_field', STUDY_FIELDS);
export const STUDY_RELATION_MESSAGE = oneOf('study_relation', STUDY_RELATIONS);
export const yearMessage = (field: 'study_start_year' | 'study_end_year', from: number, to = latestStudyYear()) =>
  `${field} must be a year from ${from} to ${to}`;
export const CURRENT_WITH_END_YEAR = 'study_end_year must be null for a current student';

/** A code of the list, null, or absent (undefined); else the list's message. */
function code<C extends string>(value: unknown, list: readonly { code: C }[], message: string): C | null | undefined | Error {
  if (value === undefined || value === null) return value;
  return list.some((entry) => entry.code === value) ? (value as C) : new Error(message);
}

function year(value: unknown, from: number, message: string): number | null | undefined | Error {
  if (value === undefined || value === null) return value;
  const fits = typeof value === 'number' && Number.isInteger(value) && value >= from && value <= latestStudyYear();
  return fits ? value : new Error(message);
}

/**
 * The parts of the context the body gives (absent ones left out), or the message of the first
 * part that is wrong. The end year is checked against the start year the body gives.
 */
export function checkStudyContext(body: Record<string, unknown>): Partial<StudyContext> | string {
  const level = code(body.study_level, STUDY_LEVELS, STUDY_LEVEL_MESSAGE);
  const field = code(body.study_field, STUDY_FIELDS, STUDY_FIELD_MESSAGE);
  const start = year(body.study_start_year, FIRST_STUDY_YEAR, yearMessage('study_start_year', FIRST_STUDY_YEAR));
  const endFrom = typeof start === 'number' ? start : FIRST_STUDY_YEAR;
  const end = year(body.study_end_year, endFrom, yearMessage('study_end_year', endFrom));
  const relation = code(body.study_relation, STUDY_RELATIONS, STUDY_RELATION_MESSAGE);
  for (const part of [level, field, start, end, relation]) if (part instanceof Error) return part.message;
  if (relation === 'current' && typeof end === 'number') return CURRENT_WITH_END_YEAR;
  const given = { study_level: level, study_field: field, study_start_year: start, study_end_year: end, study_relation: relation };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}
