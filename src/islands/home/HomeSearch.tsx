// The home search box: suggestions as you type (a highlighted option opens that university);
// Enter without one submits the GET form to the results page. Server-rendered, so the form also
// works before the code loads and without JavaScript.
import { SEARCH_MIN_LENGTH } from '#shared/limits.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import { UniversityCombobox } from '../ui/UniversityPicker';

export default function HomeSearch() {
  const live = useLiveIsland<HTMLFormElement>();
  return (
    <form ref={live} action="/search/university" method="get" role="search" className="mt-6 flex max-w-2xl flex-col gap-2 sm:flex-row">
      <div className="flex-1">
        <UniversityCombobox
          id="home-search"
          name="name"
          label="Search universities"
          labelClassName="sr-only"
          required
          minLength={SEARCH_MIN_LENGTH}
          placeholder="Search for a university"
          inputClassName="input text-slate-900"
          onPick={(hit) => window.location.assign(`/university/${hit.id}`)}
        />
      </div>
      <button type="submit" className="btn bg-white text-brand-800 hover:bg-brand-50">
        Search
      </button>
    </form>
  );
}
