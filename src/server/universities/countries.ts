// Discovery by country (docs/rules/rankings.md): the countries of the imported list with their
// counts, and each country's universities with their averages and honest ranks. Every university
// and its aggregate row are read in one query and kept until a write (read-db.ts keptUntilWrite),
// so a request sorts and slices what is kept: no reviews are read per request.
import { Prisma } from '#server/generated/prisma/client.ts';
import { countryNotFound } from '#server/infra/errors.ts';
import { db } from '#server/infra/db.ts';
import { keptUntilWrite, readRows } from '#server/infra/read-db.ts';
import { RATING_CATEGORIES, type AverageKey } from '#shared/reviews/ratings.ts';
import { rankCountry, type Confidence } from '#shared/rankings/ranking.ts';
import type { CountrySort, CountryUniversitiesInput } from '#shared/schemas/countries.ts';
import type { Country, CountryUniversitiesPage, CountryUniversity } from '#shared/types.ts';

interface UniversityOfCountry {
  id: number;
  name: string;
  stateProvince: string | null;
  reviewCount: number;
  lastReviewAt: string | null;
  /** The sum of each category's ratings over the published reviews. */
  sums: Record<AverageKey, number>;
}

interface CountryEntry {
  code: string;
  name: string;
  universities: UniversityOfCountry[];
}

const sumColumns = Prisma.raw(RATING_CATEGORIES.map((c) => `s."${c.sumColumn}"`).join(', '));

async function readCountries(): Promise<Map<string, CountryEntry>> {
  const rows = await readRows<Record<string, unknown>>(Prisma.sql`
    SELECT u."id", u."name", u."country", u."alphaTwoCode", u."stateProvince", s."reviewCount", s."lastReviewAt", ${sumColumns}
      FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id" ORDER BY u."id"`);
  const countries = new Map<string, CountryEntry>();
  for (const row of rows) {
    const code = typeof row.alphaTwoCode === 'string' ? row.alphaTwoCode.toUpperCase() : '';
    if (!/^[A-Z]{2}$/.test(code)) continue;
    let entry = countries.get(code);
    // The list spells a few countries two ways ('Viet Nam', 'Vietnam'): the first one names it.
    if (!entry) countries.set(code, (entry = { code, name: String(row.country), universities: [] }));
    entry.universities.push({
      id: Number(row.id),
      name: String(row.name),
      stateProvince: typeof row.stateProvince === 'string' && row.stateProvince.trim() ? row.stateProvince.trim() : null,
      reviewCount: Number(row.reviewCount ?? 0),
      lastReviewAt: row.lastReviewAt == null ? null : new Date(row.lastReviewAt as string).toISOString(),
      sums: Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, Number(row[c.sumColumn] ?? 0)])) as Record<AverageKey, number>,
    });
  }
  return countries;
}

/** Every country and its universities, kept until a write; `fresh`: read now, past the kept copy. */
const countriesKept = (fresh = false) => (fresh ? readCountries() : keptUntilWrite('countries', readCountries));

/** The alpha-2 codes of these universities' countries (the country pages a change marks). */
export async function countryCodesOf(universityIds: Iterable<number>): Promise<string[]> {
  const rows = await db().university.findMany({ where: { id: { in: [...universityIds] } }, select: { alphaTwoCode: true } });
  return [...new Set(rows.map((row) => row.alphaTwoCode?.toUpperCase() ?? '').filter((code) => /^[A-Z]{2}$/.test(code)))];
}

/** The countries by name, each with how many universities it has and how many of them have reviews. */
export async function listCountries(): Promise<Country[]> {
  const countries = [...(await countriesKept()).values()];
  return countries
    .map((country) => ({
      code: country.code,
      name: country.name,
      university_count: country.universities.length,
      reviewed_count: country.universities.filter((u) => u.reviewCount > 0).length,
      review_count: country.universities.reduce((total, u) => total + u.reviewCount, 0),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** One country's name and universities, or 404 for a code the list does not have. */
async function countryOf(code: string, fresh: boolean): Promise<CountryEntry> {
  const entry = (await countriesKept(fresh)).get(code.toUpperCase());
  if (!entry) throw countryNotFound();
  return entry;
}

/** A university as the country's list shows it, with its rank in the category when it has one. */
function toCountryUniversity(u: UniversityOfCountry, category: AverageKey, rank: Rank | undefined): CountryUniversity {
  const average = (key: AverageKey) => (u.reviewCount ? u.sums[key] / u.reviewCount : null);
  return {
    id: u.id,
    name: u.name,
    state_province: u.stateProvince,
    review_count: u.reviewCount,
    average_overall: average('overall'),
    category_average: average(category),
    last_review_at: u.lastReviewAt,
    rank: rank?.rank ?? null,
    score: rank ? Math.round(rank.score * 1000) / 1000 : null,
    confidence: rank?.confidence ?? null,
  };
}

/** One collator for every name comparison: far cheaper than localeCompare per pair. */
const collator = new Intl.Collator('en');
const byName = (a: { name: string; id: number }, b: { name: string; id: number }) => collator.compare(a.name, b.name) || a.id - b.id;

type Rank = { rank: number; score: number; confidence: Confidence };
/** A view of a country: its universities in order, with their ranks in the category. */
interface CountryView {
  list: UniversityOfCountry[];
  ranks: Map<number, Rank>;
  rankedCount: number;
}

/** The ordered views and state list worked out from one kept copy, reused until it is replaced. */
const viewsOf = new WeakMap<CountryEntry, Map<string, CountryView>>();
const statesOf = new WeakMap<CountryEntry, string[]>();

function viewOf(country: CountryEntry, sort: CountrySort, category: AverageKey, state: string | null): CountryView {
  let views = viewsOf.get(country);
  if (!views) viewsOf.set(country, (views = new Map<string, CountryView>()));
  const key = `${sort}|${category}|${state ?? ''}`;
  let view = views.get(key);
  if (view) return view;
  const ranked = rankCountry(country.universities.map((u) => ({ ...u, sum: u.sums[category] })));
  const ranks = new Map(ranked.map((entry) => [entry.row.id, { rank: entry.rank, score: entry.score, confidence: entry.confidence }]));
  let list = state === null ? country.universities : country.universities.filter((u) => u.stateProvince === state);
  if (sort === 'name') list = list.toSorted(byName);
  else if (sort === 'reviews') list = list.toSorted((a, b) => b.reviewCount - a.reviewCount || byName(a, b));
  else {
    const unranked = list.filter((u) => !ranks.has(u.id)).sort((a, b) => b.reviewCount - a.reviewCount || byName(a, b));
    const inState = new Set(list.map((u) => u.id));
    list = [...ranked.filter((entry) => inState.has(entry.row.id)).map((entry) => entry.row), ...unranked];
  }
  view = { list, ranks, rankedCount: ranked.length };
  // A few dozen views a country at most (3 sorts × 16 categories × its states): kept with the copy.
  views.set(key, view);
  return view;
}

function statesOfCountry(country: CountryEntry): string[] {
  let states = statesOf.get(country);
  if (!states) {
    states = [...new Set(country.universities.map((u) => u.stateProvince).filter((s): s is string => s !== null))].sort(collator.compare);
    statesOf.set(country, states);
  }
  return states;
}

/**
 * A page of a country's universities (of one state or province when asked): by rank in the
 * category (ranked first, then the rest by reviews and name), by name, or by number of reviews.
 * Each view is worked out once per kept copy of the data; a request slices it.
 */
export async function countryUniversities(
  { code, sort, category, state, page, limit }: CountryUniversitiesInput,
  { fresh = false } = {},
): Promise<CountryUniversitiesPage> {
  const country = await countryOf(code, fresh);
  const { list, ranks, rankedCount } = viewOf(country, sort, category, state);
  const offset = (page - 1) * limit;
  return {
    country: { code: country.code, name: country.name },
    category,
    states: statesOfCountry(country),
    ranked_count: rankedCount,
    universities: list.slice(offset, offset + limit).map((u) => toCountryUniversity(u, category, ranks.get(u.id))),
    pagination: {
      currentPage: page,
      totalPages: Math.ceil(list.length / limit),
      totalUniversities: list.length,
      universitiesPerPage: limit,
    },
  };
}

/** Each ranked university's overall score in its country, by id (open data). */
export async function overallRankingScores(): Promise<Map<number, { rank: number; score: number }>> {
  const scores = new Map<number, { rank: number; score: number }>();
  for (const country of (await countriesKept()).values()) {
    for (const entry of rankCountry(country.universities.map((u) => ({ ...u, sum: u.sums.overall })))) {
      scores.set(entry.row.id, { rank: entry.rank, score: Math.round(entry.score * 1000) / 1000 });
    }
  }
  return scores;
}
