// What a reviewer may say about their study (docs/rules/reviews-and-ratings.md#study-context):
// the level, the broad field, the years and how they relate to the university now. Each part is
// optional. One list shared by the API's checks, the server's queries, the form and the cards;
// zod-free, so islands may import it.

export const STUDY_LEVELS = [
  { code: 'undergraduate', label: 'Undergraduate' },
  { code: 'masters', label: "Master's" },
  { code: 'doctoral', label: 'Doctoral' },
  { code: 'exchange', label: 'Exchange or visiting' },
  { code: 'other', label: 'Other' },
] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number]['code'];

/** The ten broad fields of UNESCO's ISCED-F 2013 (01 to 10), in plain English, and 'other'. */
export const STUDY_FIELDS = [
  { code: 'education', label: 'Education' },
  { code: 'arts-humanities', label: 'Arts and humanities' },
  { code: 'social-sciences', label: 'Social sciences, journalism and information' },
  { code: 'business-law', label: 'Business, administration and law' },
  { code: 'natural-sciences', label: 'Natural sciences, mathematics and statistics' },
  { code: 'ict', label: 'Information and communication technologies' },
  { code: 'engineering', label: 'Engineering, manufacturing and construction' },
  { code: 'agriculture', label: 'Agriculture, forestry, fisheries and veterinary' },
  { code: 'health', label: 'Health and welfare' },
  { code: 'services', label: 'Services (such as hospitality, sport, transport and security)' },
  { code: 'other', label: 'Other' },
] as const;
export type StudyField = (typeof STUDY_FIELDS)[number]['code'];

export const STUDY_RELATIONS = [
  { code: 'current', label: 'Current student' },
  { code: 'graduate', label: 'Graduate' },
  { code: 'left', label: 'Left before finishing' },
] as const;
export type StudyRelation = (typeof STUDY_RELATIONS)[number]['code'];

/** The codes of a list, as a tuple zod's enum takes. */
export const codesOf = <C extends string>(list: readonly { code: C }[]) => list.map((entry) => entry.code) as [C, ...C[]];

/** The first year a review may name: older studies are outside what the site is for. */
export const FIRST_STUDY_YEAR = 1950;
/** The latest year a review may name: this year, as the server's clock says. */
export const isStudyLevel = (value: unknown): value is StudyLevel => STUDY_LEVELS.some((entry) => entry.code === value);
export const isStudyField = (value: unknown): value is StudyField => STUDY_FIELDS.some((entry) => entry.code === value);

export const latestStudyYear = (now = new Date()) => now.getUTCFullYear();

/** The context of a review, as the API names it; each part null when not given. */
export interface StudyContext {
  study_level: StudyLevel | null;
  study_field: StudyField | null;
  study_start_year: number | null;
  /** Null while still studying, or when not given. */
  study_end_year: number | null;
  study_relation: StudyRelation | null;
}

/** The list filters' messages (REST query `level` and `field`). */
export const STUDY_LEVEL_FILTER_MESSAGE = `level must be one of: ${codesOf(STUDY_LEVELS).join(', ')}`;
export const STUDY_FIELD_FILTER_MESSAGE = `field must be one of: ${codesOf(STUDY_FIELDS).join(', ')}`;

export const STUDY_CONTEXT_FIELDS = ['study_level', 'study_field', 'study_start_year', 'study_end_year', 'study_relation'] as const;

export const NO_STUDY_CONTEXT: StudyContext = {
  study_level: null,
  study_field: null,
  study_start_year: null,
  study_end_year: null,
  study_relation: null,
};

const labelOf = <C extends string>(list: readonly { code: C; label: string }[], code: C | null) =>
  list.find((entry) => entry.code === code)?.label ?? null;
export const studyLevelLabel = (code: StudyLevel | null) => labelOf(STUDY_LEVELS, code);
export const studyFieldLabel = (code: StudyField | null) => labelOf(STUDY_FIELDS, code);
export const studyRelationLabel = (code: StudyRelation | null) => labelOf(STUDY_RELATIONS, code);

/** The years as a card shows them: '2019–2023', '2021–now', or null when no start year. */
export function studyYearsText(context: Pick<StudyContext, 'study_start_year' | 'study_end_year' | 'study_relation'>): string | null {
  const { study_start_year: start, study_end_year: end, study_relation: relation } = context;
  if (start === null) return null;
  if (end !== null) return start === end ? String(start) : `${start}–${end}`;
  return relation === 'current' ? `${start}–now` : `from ${start}`;
}

/** The parts a card shows, in order: level, field, years, relation. Empty when nothing was given. */
export function studyContextParts(context: StudyContext): string[] {
  return [
    studyLevelLabel(context.study_level),
    studyFieldLabel(context.study_field),
    studyYearsText(context),
    studyRelationLabel(context.study_relation),
  ].filter((part): part is string => part !== null);
}
