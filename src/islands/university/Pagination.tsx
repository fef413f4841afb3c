// Previous, at most seven page numbers sliding around the current page, and Next.
import { pageWindow } from '#shared/reviews/pagination.ts';

export const REVIEW_PAGES = 'Review pages';

const BUTTON =
  'inline-flex h-11 min-w-8 items-center justify-center rounded-lg px-2 text-sm font-semibold tabular-nums disabled:cursor-not-allowed disabled:opacity-40';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation's name, which list it pages through. */
  label?: string;
}

export default function Pagination({ page, totalPages, onPage, label = REVIEW_PAGES }: PaginationProps) {
  if (totalPages <= 1) return null;
  const idle = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
  return (
    <nav aria-label={label} className="js-only mt-6">
      <ul className="flex items-center justify-center gap-1">
        <li>
          <button type="button" className={idle} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
          </button>
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === page ? `${BUTTON} bg-brand-700 text-white` : idle}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => number !== page && onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={idle} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
