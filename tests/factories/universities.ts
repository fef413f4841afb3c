// Universities for tests: stored rows with a search key and an empty aggregate, as the importer makes them.
import { db } from '#server/infra/db.ts';
import { searchKeyOf } from '#shared/site/search-key.ts';

let sequence = 0;

export interface UniversityOverrides {
  name?: string;
  country?: string;
  alphaTwoCode?: string | null;
  stateProvince?: string | null;
  webPages?: string[];
  domains?: string[];
}

/** A stored university; the name is made unique unless given. */
export async function createUniversity(overrides: UniversityOverrides = {}) {
  sequence += 1;
  const name = overrides.name ?? `Test University ${process.pid.toString(36)}${Date.now().toString(36)}${sequence}`;
  return db().university.create({
    data: {
      name,
      country: overrides.country ?? 'Testland',
      alphaTwoCode: overrides.alphaTwoCode === undefined ? 'TL' : overrides.alphaTwoCode,
      stateProvince: overrides.stateProvince ?? null,
      webPages: JSON.stringify(overrides.webPages ?? ['https://test.example/']),
      domains: JSON.stringify(overrides.domains ?? ['test.example']),
      searchKey: searchKeyOf(name),
      stats: { create: {} },
    },
    select: { id: true, name: true, country: true },
  });
}
