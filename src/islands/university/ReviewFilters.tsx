// The review list's controls: 'Sort by' and 'Rating' as labelled native selects (four orders do not
// fit a row of tabs at 360 px; a select keeps its own keyboard and screen-reader behaviour) and
// 'Verified students only', then the reviewer's level and field of study. The rating and verified
// filters show how many reviews they keep, from the statistics the page already has. Hidden without JavaScript (the class `js-only`): nothing could reload the list.
import { REVIEW_SORTS, type ReviewFilter, type ReviewSort } from '#shared/reviews/review-filters.ts';
import { LIST_TEXTS, SORT_LABELS, ratingOptionLabel } from './review-list-texts';
import { formatCount } from '#shared/site/numbers.ts';
import { STUDY_FIELDS, STUDY_LEVELS } from '#shared/reviews/study-context.ts';
import type { FilterCounts } from '#shared/universities/university-live.ts';

export type { FilterCounts };

export interface ReviewFiltersProps {
  sort: ReviewSort;
  filter: ReviewFilter;
  counts: FilterCounts;
  onSort: (sort: ReviewSort) => void;
  onFilter: (filter: ReviewFilter) => void;
}

const STARS = [5, 4, 3, 2, 1] as const;

/** A filter by one code of a list (the study level, the field), or all. */
function CodeFilter(props: {
  id: string;
  label: string;
  any: string;
  options: readonly { code: string; label: string }[];
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={props.id} className="label">
        {props.label}
      </label>
      <select
        id={props.id}
        className="input sm:w-48"
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || null)}
      >
        <option value="">{props.any}</option>
        {props.options.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function ReviewFilters({ sort, filter, counts, onSort, onFilter }: ReviewFiltersProps) {
  const starCount = (stars: number) => counts.byStars[stars - 1] ?? 0;
  return (
    <div
      role="group"
      aria-label={LIST_TEXTS.controls}
      className="js-only mt-4 grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex sm:flex-wrap"
    >
      <div className="min-w-0">
        <label htmlFor="review-sort" className="label">
          {LIST_TEXTS.sortBy}
        </label>
        <select id="review-sort" className="input sm:w-48" value={sort} onChange={(event) => onSort(event.target.value as ReviewSort)}>
          {REVIEW_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor="review-rating" className="label">
          {LIST_TEXTS.rating}
        </label>
        <select
          id="review-rating"
          className="input sm:w-48"
          value={filter.rating ?? ''}
          onChange={(event) =>
            onFilter({ ...filter, rating: event.target.value ? (Number(event.target.value) as ReviewFilter['rating']) : null })
          }
        >
          <option value="">{ratingOptionLabel(null, counts.all)}</option>
          {/* A rating nobody gave cannot be chosen, unless the address already chose it. */}
          {STARS.map((stars) => (
            <option key={stars} value={stars} disabled={starCount(stars) === 0 && filter.rating !== stars}>
              {ratingOptionLabel(stars, starCount(stars))}
            </option>
          ))}
        </select>
      </div>
      <CodeFilter
        id="review-level"
        label={LIST_TEXTS.level}
        any={LIST_TEXTS.anyLevel}
        options={STUDY_LEVELS}
        value={filter.level}
        onChange={(level) => onFilter({ ...filter, level: level as ReviewFilter['level'] })}
      />
      <CodeFilter
        id="review-field"
        label={LIST_TEXTS.field}
        any={LIST_TEXTS.anyField}
        options={STUDY_FIELDS}
        value={filter.field}
        onChange={(field) => onFilter({ ...filter, field: field as ReviewFilter['field'] })}
      />
      <label className="col-span-2 flex min-h-11 cursor-pointer items-center gap-2 text-slate-800 sm:px-2">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-brand-700"
          checked={filter.verifiedOnly}
          disabled={counts.verified === 0 && !filter.verifiedOnly}
          onChange={(event) => onFilter({ ...filter, verifiedOnly: event.target.checked })}
        />
        <span>
          {LIST_TEXTS.verifiedOnly} <span className="text-slate-600">({formatCount(counts.verified)})</span>
        </span>
      </label>
    </div>
  );
}
