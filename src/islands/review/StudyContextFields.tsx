// 'About your studies', all optional: level, field, the years and whether the student is still
// there. Native labelled selects, uncontrolled like the rest of the form, so they work before the
// island runs and at any width. `initial` pre-fills them for an edit.
import {
  FIRST_STUDY_YEAR,
  STUDY_FIELDS,
  STUDY_LEVELS,
  STUDY_RELATIONS,
  latestStudyYear,
  type StudyContext,
} from '#shared/reviews/study-context.ts';

export const STUDY_TEXTS = {
  heading: 'About your studies',
  hint: 'Optional. What you choose is shown on your review, an anonymous one too, and readers can filter reviews by level and field.',
  level: 'Level of study',
  field: 'Field of study',
  relation: 'Your status',
  start: 'First year',
  end: 'Last year',
  notSaying: 'Not saying',
  stillStudying: 'Still studying, or not saying',
} as const;

function Choice({
  name,
  label,
  empty,
  options,
  initial,
}: {
  name: keyof StudyContext;
  label: string;
  empty: string;
  options: readonly { code: string | number; label: string }[];
  initial: string | number | null | undefined;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={name} className="label">
        {label}
      </label>
      <select id={name} name={name} className="input w-full" defaultValue={initial ?? ''}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function StudyContextFields({ initial }: { initial?: StudyContext }) {
  const years = Array.from({ length: latestStudyYear() - FIRST_STUDY_YEAR + 1 }, (_, index) => latestStudyYear() - index).map((year) => ({
    code: year,
    label: String(year),
  }));
  const choices = [
    { name: 'study_level', label: STUDY_TEXTS.level, empty: STUDY_TEXTS.notSaying, options: STUDY_LEVELS },
    { name: 'study_field', label: STUDY_TEXTS.field, empty: STUDY_TEXTS.notSaying, options: STUDY_FIELDS },
    { name: 'study_start_year', label: STUDY_TEXTS.start, empty: STUDY_TEXTS.notSaying, options: years },
    { name: 'study_end_year', label: STUDY_TEXTS.end, empty: STUDY_TEXTS.stillStudying, options: years },
    { name: 'study_relation', label: STUDY_TEXTS.relation, empty: STUDY_TEXTS.notSaying, options: STUDY_RELATIONS },
  ] as const;
  return (
    <section className="card space-y-4" aria-labelledby="study-heading" aria-describedby="study-hint">
      <div>
        <h2 id="study-heading" className="text-lg font-semibold text-slate-900">
          {STUDY_TEXTS.heading}
        </h2>
        <p id="study-hint" className="mt-1 text-sm text-slate-700">
          {STUDY_TEXTS.hint}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {choices.map((choice) => (
          <Choice key={choice.name} {...choice} initial={initial?.[choice.name]} />
        ))}
      </div>
    </section>
  );
}
