// npm run rebuild: the nightly job. First forgets ended sessions, expired tokens and closed
// rate-limit windows; then rebuilds every page from the database (featured universities, rating
// snapshots, first pages of reviews, sitemap, search index) into a fresh folder and swaps it in
// whole (scripts/build.ts). A running `npm start` switches to it without dropping a request.
import { db } from '../src/server/db.ts';
import { purgeExpired } from '../src/server/maintenance/purge-expired.ts';
import { buildSite } from './build.ts';

try {
  const purged = await purgeExpired();
  console.log(
    `Purged ${purged.sessions} ended sessions, ${purged.refreshTokens} refresh tokens, ${purged.resetTokens} reset tokens and ${purged.rateLimitCounters} rate-limit counters.`,
  );
} catch (error) {
  // Housekeeping must not cost the night's pages.
  console.error(`Purge failed; rebuilding anyway. ${error instanceof Error ? error.message : error}`);
} finally {
  await db().$disconnect();
}

try {
  await buildSite();
} catch (error) {
  console.error(`Rebuild failed; the site keeps serving the previous build. ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
