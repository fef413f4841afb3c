// npm run rebuild: the nightly job. Rebuilds every page from the database (featured
// universities, rating snapshots, first pages of reviews, sitemap, search index) into a fresh
// folder and swaps it in whole (scripts/build.ts). A running `npm start` restarts onto it.
import { buildSite } from './build.ts';

try {
  await buildSite();
} catch (error) {
  console.error(`Rebuild failed; the site keeps serving the previous build. ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
