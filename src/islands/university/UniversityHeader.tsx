// Name, country and the three actions. 'Compare' is a link to the comparison page in the static
// markup and becomes the button that opens the 'Compare With' modal once the island runs.
import { useRef, useState } from 'react';
import CompareDialog from './CompareDialog';
import { useHydrated } from '#islands/hooks/use-hydrated.ts';

export interface HeaderUniversity {
  id: number;
  name: string;
  country: string;
  website: string | null;
}

export default function UniversityHeader({ university }: { university: HeaderUniversity }) {
  const hydrated = useHydrated();
  const [comparing, setComparing] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setComparing(false);
    trigger.current?.focus();
  };
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-slate-900" data-pagefind-meta="title">
          {university.name}
        </h1>
        <p className="mt-1 text-lg text-slate-700">{university.country}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={`/addReview/${university.id}`} className="btn-primary">
          Rate This University
        </a>
        {university.website && (
          <a href={university.website} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            Visit Website<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {hydrated ? (
          <button ref={trigger} type="button" className="btn-secondary" aria-haspopup="dialog" onClick={() => setComparing(true)}>
            Compare
          </button>
        ) : (
          <a href={`/compare?uni1=${university.id}`} className="btn-secondary">
            Compare
          </a>
        )}
      </div>
      {hydrated && <CompareDialog open={comparing} universityId={university.id} universityName={university.name} onClose={close} />}
    </header>
  );
}
