// The page types the speed tools measure, one page of each (the speed targets hold per page type):
// `npm run bench:lighthouse` loads each URL, `npm run check:js` reads each prerendered file and
// fetches the on-demand pages from a server.
// The ids come from the site's own database.
import Database from 'better-sqlite3';

export interface PageType {
  name: string;
  /** Path and query on the site. */
  url: string;
  /** The prerendered file in the build's client folder; undefined for pages rendered on demand (fetched from a server). */
  file?: string;
  /** Measured as this signed-in visitor (a saved session in the browser), not as a first-time visitor. */
  session?: 'moderator';
}

export interface PageIds {
  /** The published university with the most published reviews. */
  reviewed: number;
  /** A university without a published review. */
  unreviewed: number;
  /** The second most reviewed, for the comparison. */
  other: number;
  /** The most reviewed university's country code, lower case, for its country page. */
  country: string;
}

/** Picks the ids from a database file (read only). */
export function pickPageIds(databaseFile: string): PageIds {
  const sqlite = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const byReviews = sqlite
      .prepare(
        `SELECT u.id AS id, COUNT(r.id) AS reviews FROM University u
         LEFT JOIN Review r ON r.universityId = u.id AND r.status = 'published'
         GROUP BY u.id ORDER BY reviews DESC, u.id LIMIT 2`,
      )
      .all() as { id: number; reviews: number }[];
    const none = sqlite
      .prepare(
        `SELECT u.id AS id FROM University u WHERE NOT EXISTS
         (SELECT 1 FROM Review r WHERE r.universityId = u.id AND r.status = 'published') ORDER BY u.id LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    const [most, second] = byReviews;
    if (!most?.reviews || !second || !none) {
      throw new Error(`${databaseFile} needs two reviewed universities and one without reviews (npm run seed adds them).`);
    }
    const country = sqlite.prepare(`SELECT lower(alphaTwoCode) FROM University WHERE id = ?`).pluck().get(most.id) as string | null;
    return { reviewed: most.id, other: second.id, unreviewed: none.id, country: country ?? 'us' };
  } finally {
    sqlite.close();
  }
}

export function pageTypes(ids: PageIds): PageType[] {
  return [
    { name: 'home', url: '/', file: 'index.html' },
    { name: 'search results', url: '/search/university?name=university' },
    { name: 'university (reviews)', url: `/university/${ids.reviewed}`, file: `university/${ids.reviewed}/index.html` },
    { name: 'university (none)', url: `/university/${ids.unreviewed}`, file: `university/${ids.unreviewed}/index.html` },
    { name: 'compare', url: `/compare?uni1=${ids.reviewed}&uni2=${ids.other}` },
    { name: 'review form', url: `/addReview/${ids.reviewed}` },
    { name: 'login', url: '/login', file: 'login/index.html' },
    { name: 'faq', url: '/faq', file: 'faq/index.html' },
    { name: 'privacy', url: '/privacy', file: 'privacy/index.html' },
    { name: 'about', url: '/about', file: 'about/index.html' },
    { name: 'guidelines', url: '/guidelines', file: 'guidelines/index.html' },
    { name: 'open data', url: '/open-data', file: 'open-data/index.html' },
    { name: 'countries', url: '/countries', file: 'countries/index.html' },
    { name: 'country', url: `/country/${ids.country}`, file: `country/${ids.country}/index.html` },
    { name: 'country (a view)', url: `/country/${ids.country}?category=housing&sort=reviews` },
    { name: 'ranking method', url: '/rankings/method', file: 'rankings/method/index.html' },
    // A visitor is sent to log in: Lighthouse then measures the redirect and the login page.
    { name: 'moderation', url: '/moderation', file: 'moderation/index.html' },
    // The page as its users see it: a moderator's saved session, the queue loading.
    { name: 'moderation (moderator)', url: '/moderation', file: 'moderation/index.html', session: 'moderator' },
  ];
}
