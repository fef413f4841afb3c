// One labelled rating with a bar of width value/5, shown to one decimal.
import { formatRating } from '#shared/reviews/ratings.ts';
import { percentClass } from '#lib/percent-class.ts';

export default function RatingBar({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid grid-cols-[minmax(7rem,1fr)_2fr_2.5rem] items-center gap-3 text-sm">
      <span className="text-slate-800">{label}</span>
      <span className="h-2 rounded-full bg-slate-200" aria-hidden="true">
        <span className={`block h-2 w-(--pct) rounded-full bg-brand-600 ${percentClass((Math.min(5, value) / 5) * 100)}`} />
      </span>
      <span className="text-right font-semibold tabular-nums text-slate-900">{formatRating(value)}</span>
    </div>
  );
}
