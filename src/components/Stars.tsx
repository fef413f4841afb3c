// Five stars filled to the rating: full, partial and empty stars from one gradient over the text
// '★★★★★' (a few bytes per rating, which matters on pages with many reviews); read out as
// "4.2 out of 5 stars".
import { formatRating, starSplit } from '#shared/reviews/ratings.ts';
import { percentClass } from '#lib/percent-class.ts';

const SIZES = { sm: 'text-base', md: 'text-xl', lg: 'text-3xl' } as const;

export default function Stars({ value, size = 'md' }: { value: number; size?: keyof typeof SIZES }) {
  const { full, partial } = starSplit(value);
  const percent = ((full + partial) / 5) * 100;
  return (
    <span className={`stars ${SIZES[size]} ${percentClass(percent)}`} role="img" aria-label={`${formatRating(value)} out of 5 stars`}>
      ★★★★★
    </span>
  );
}

/** A review's overall rating: the stars and the number beside them. */
export function OverallRating({ value, as: Box = 'div' }: { value: number; as?: 'div' | 'span' | 'p' }) {
  return (
    <Box className="flex items-center gap-2">
      <Stars value={value} />
      <span className="font-semibold tabular-nums">{formatRating(value)}</span>
    </Box>
  );
}
