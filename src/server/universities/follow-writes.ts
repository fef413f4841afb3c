// What follows a review write on the universities' side (infra/changes.ts), registered at import.
// Every service that announces review changes imports this module, so that in every process that
// writes (the server, the commands, the tests) the pages of the universities whose reviews changed
// are marked at once (and their countries' pages, a moment later), and the server renders them
// again (page-marks.ts): a removed or held review
// leaves its page now, a renamed author shows the new name. What is derived from review counts is
// only marked outdated by its own module, and built again at most once per period, the kept value
// served meanwhile (decision 038): the featured ranking (universities.ts) and the search order
// (search-index.ts), imported here so that a writer has them as it had before.
import { onReviewsChanged } from '#server/infra/changes.ts';
import { markCountryPagesChanged, markUniversityPagesChanged } from './page-marks.ts';
import { countryCodesOf } from './countries.ts';
import './universities.ts';
import './search-index.ts';

onReviewsChanged(({ universityIds, counted }) => {
  markUniversityPagesChanged(universityIds);
  // A country's list shows its universities' counts, averages and ranks: a counted change moves them.
  if (counted)
    countryCodesOf(universityIds).then(markCountryPagesChanged, (error: unknown) =>
      console.error('Could not mark the changed country pages; they stay as built until the next build:', error),
    );
});
