// The review form's fields: overall, the 16 ratings grouped as on the university page, the two
// optional texts with their coach, and the optional study context. Uncontrolled; `initial` pre-fills them for an edit.
import { RATING_GROUPS, categoryByKey, type RatingField } from '#shared/reviews/ratings.ts';
import { COMMENTS_MAX, REVIEW_TEXT_MAX } from '#shared/limits.ts';
import StarRating from './StarRating';
import CountedTextarea from './CountedTextarea';
import StudyContextFields from './StudyContextFields';
import type { ReviewValues } from './review-values';

export default function ReviewFields({ missing, initial }: { missing: ReadonlySet<string>; initial?: ReviewValues }) {
  return (
    <>
      <section className="card" aria-labelledby="overall-heading">
        <h2 id="overall-heading" className="sr-only">
          Overall
        </h2>
        <StarRating
          field="overall_rating"
          label={categoryByKey('overall').label}
          missing={missing.has('overall_rating')}
          initial={initial?.ratings.overall_rating}
          large
        />
      </section>
      {RATING_GROUPS.map((group) => (
        <section key={group.title} className="card px-2 py-3 sm:px-5" aria-labelledby={`group-${group.keys[0]}`}>
          <h2 id={`group-${group.keys[0]}`} className="px-3 text-lg font-semibold text-slate-900">
            {group.title}
          </h2>
          <div className="mt-1 divide-y divide-slate-100">
            {group.keys.map((key) => {
              const category = categoryByKey(key);
              const field = category.field as RatingField;
              return (
                <StarRating key={key} field={field} label={category.label} missing={missing.has(field)} initial={initial?.ratings[field]} />
              );
            })}
          </div>
        </section>
      ))}
      <section className="card space-y-5" aria-labelledby="words-heading">
        <h2 id="words-heading" className="text-lg font-semibold text-slate-900">
          In your own words
        </h2>
        <CountedTextarea
          name="review_text"
          label="Your review"
          hint="What is student life like? What should a new student know?"
          max={REVIEW_TEXT_MAX}
          rows={6}
          defaultValue={initial?.reviewText ?? undefined}
        />
        <CountedTextarea
          name="comments"
          label="Other comments"
          hint="Anything else: tips, warnings, a favourite place on campus."
          max={COMMENTS_MAX}
          rows={3}
          defaultValue={initial?.comments ?? undefined}
        />
      </section>
      <StudyContextFields initial={initial?.context} />
    </>
  );
}
