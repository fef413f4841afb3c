// One rating's star counts: a table (a row per star, five first, with the share of reviews and the
// count) whose share cells also draw the bar. The bar is decoration; the numbers are the content,
// so the table reads without CSS, JavaScript or sight. Sixteen of these sit on a page, so their
// styles are the `star-counts` rules of src/styles/global.css, not classes on every cell.
import { percentClass } from '#lib/percent-class.ts';
import { STAR_COUNT_TEXTS, starsLabel } from '#shared/reviews/insight-texts.ts';
import { formatCount } from '#shared/site/numbers.ts';

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

export default function RatingDistribution({
  caption,
  counts,
  captionClassName,
  compact = false,
}: {
  caption: string;
  /** Reviews that gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  counts: readonly number[];
  captionClassName?: string;
  /** Column headers for screen readers only: for tables below one that shows them. */
  compact?: boolean;
}) {
  const total = counts.reduce((sum, n) => sum + n, 0);
  return (
    <table className={compact ? 'star-counts compact' : 'star-counts'}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{STAR_COUNT_TEXTS.starsHeader}</th>
          <th scope="col">{STAR_COUNT_TEXTS.shareHeader}</th>
          <th scope="col">{STAR_COUNT_TEXTS.countHeader}</th>
        </tr>
      </thead>
      <tbody>
        {STARS_DOWN.map((stars) => {
          const count = counts[stars - 1] ?? 0;
          const share = total ? (count / total) * 100 : 0;
          return (
            <tr key={stars}>
              <th scope="row">{starsLabel(stars)}</th>
              <td className="share">
                <span className="bar" aria-hidden="true">
                  <span className={percentClass(share)} />
                </span>
                <span>{`${Math.round(share)}%`}</span>
              </td>
              <td>{formatCount(count)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
