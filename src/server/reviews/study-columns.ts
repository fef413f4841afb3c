// A review's study context between the API's names and the Review row's columns
// (docs/rules/reviews-and-ratings.md#study-context).
import type { StudyContext, StudyField, StudyLevel, StudyRelation } from '#shared/reviews/study-context.ts';

const COLUMN_OF = {
  study_level: 'studyLevel',
  study_field: 'studyField',
  study_start_year: 'studyStartYear',
  study_end_year: 'studyEndYear',
  study_relation: 'studyRelation',
} as const satisfies Record<keyof StudyContext, string>;

export const STUDY_COLUMNS = Object.values(COLUMN_OF);

/** The Review columns of a context. */
export interface StudyColumns {
  studyLevel: string | null;
  studyField: string | null;
  studyStartYear: number | null;
  studyEndYear: number | null;
  studyRelation: string | null;
}

/** The columns to write for the parts of a context that are given (a part left out is not written). */
export function studyColumnsOf(context: Partial<StudyContext> = {}): Partial<StudyColumns> {
  return Object.fromEntries(
    Object.entries(context)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [COLUMN_OF[name as keyof StudyContext], value]),
  );
}

/** The context as the API shows it, from a row's columns (absent columns read as null). */
export function studyContextOf(row: Record<string, unknown>): StudyContext {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const year = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    study_level: text(row.studyLevel) as StudyLevel | null,
    study_field: text(row.studyField) as StudyField | null,
    study_start_year: year(row.studyStartYear),
    study_end_year: year(row.studyEndYear),
    study_relation: text(row.studyRelation) as StudyRelation | null,
  };
}
