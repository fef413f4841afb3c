// Five stars split into full, partial and empty; read out as "4.2 out of 5 stars".
// Rendered without JavaScript by Astro pages and inside islands alike.
import { formatRating, starSplit } from '../shared/ratings';

const PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';
const SIZES = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-7 w-7' } as const;

export default function Stars({ value, size = 'md' }: { value: number; size?: keyof typeof SIZES }) {
  const { full, partial, empty } = starSplit(value);
  const fills = [
    ...Array.from({ length: full }, () => 100),
    ...(partial > 0 ? [Math.round(partial * 100)] : []),
    ...Array.from({ length: empty }, () => 0),
  ];
  return (
    <span className="inline-flex items-center" role="img" aria-label={`${formatRating(value)} out of 5 stars`}>
      {fills.map((fill, index) => (
        <svg key={index} viewBox="0 0 20 20" className={SIZES[size]} aria-hidden="true" data-star-fill={fill}>
          <defs>
            <linearGradient id={`star-fill-${fill}`}>
              <stop offset={`${fill}%`} stopColor="#d97706" />
              <stop offset={`${fill}%`} stopColor="#cbd5e1" />
            </linearGradient>
          </defs>
          <path d={PATH} fill={`url(#star-fill-${fill})`} />
        </svg>
      ))}
    </span>
  );
}
