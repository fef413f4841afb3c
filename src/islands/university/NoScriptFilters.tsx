// The level and field filters without JavaScript: a plain form that asks for the page again with
// the filter in its address, which the server renders filtered (src/edge/filtered-pages.ts). Inside
// <noscript>, so a browser running the island never shows it (its own controls do the same live).
import type { ReviewFilter } from '#shared/reviews/review-filters.ts';
import { STUDY_FIELDS, STUDY_LEVELS } from '#shared/reviews/study-context.ts';
import { LIST_TEXTS } from './review-list-texts';

export default function NoScriptFilters({ universityId, level, field }: { universityId: number } & Pick<ReviewFilter, 'level' | 'field'>) {
  const choices = [
    { name: 'level', label: LIST_TEXTS.level, any: LIST_TEXTS.anyLevel, options: STUDY_LEVELS, value: level },
    { name: 'field', label: LIST_TEXTS.field, any: LIST_TEXTS.anyField, options: STUDY_FIELDS, value: field },
  ] as const;
  return (
    <noscript>
      <form
        method="get"
        action={`/university/${universityId}`}
        className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3"
        aria-label={LIST_TEXTS.controls}
      >
        {choices.map((choice) => (
          <div key={choice.name} className="min-w-0">
            <label htmlFor={`plain-${choice.name}`} className="label">
              {choice.label}
            </label>
            <select id={`plain-${choice.name}`} name={choice.name} className="input sm:w-48" defaultValue={choice.value ?? ''}>
              <option value="">{choice.any}</option>
              {choice.options.map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit" className="btn-secondary">
          {LIST_TEXTS.showReviews}
        </button>
      </form>
    </noscript>
  );
}
