// One rating as an accessible radio group: a fieldset whose legend is the category, and five
// native radios (arrow keys move and choose, Space chooses), drawn as 44 px stars. Uncontrolled:
// `initial` only pre-selects a star (an edit starts from the saved rating).
import './star-rating.css';
import type { RatingField } from '#shared/reviews/ratings.ts';

const STARS = [1, 2, 3, 4, 5] as const;

export default function StarRating({
  field,
  label,
  missing,
  large = false,
  initial,
}: {
  field: RatingField;
  label: string;
  missing: boolean;
  large?: boolean;
  initial?: number;
}) {
  return (
    <fieldset
      data-field={field}
      className={`grid gap-1 rounded-lg border px-3 py-2 sm:flex sm:items-center sm:justify-between sm:gap-4 ${missing ? 'border-red-600 bg-red-50' : 'border-transparent'}`}
    >
      <legend className="sr-only">
        {label}
        {missing && ', Required'}
      </legend>
      {/* The legend is read out; this visible copy lays out beside the stars (legends resist flexbox). */}
      <span aria-hidden="true" className={`font-medium text-slate-900 ${large ? 'text-lg font-semibold' : ''}`}>
        {label}
        {missing && <span className="ml-2 text-sm font-semibold text-red-700">Required</span>}
      </span>
      <span className="star-options">
        {STARS.map((value) => (
          <label key={value} className="star-option">
            <input type="radio" name={field} value={value} defaultChecked={initial === value} />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{value === 1 ? '1 star' : `${value} stars`}</span>
          </label>
        ))}
      </span>
    </fieldset>
  );
}
