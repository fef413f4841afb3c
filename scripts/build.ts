// npm run build: its usage (below; `npm run build -- --help`) says what it does; lib/build-site.ts
// does it, for `npm run rebuild` and a stale `npm start` too.
import { buildSite } from './lib/build-site.ts';
import { commandLine } from './lib/command-line.ts';

commandLine({
  usage: `Usage: npm run build
Builds the site from the database (DATABASE_URL, migrated first) into a fresh folder under builds/
and swaps the dist link to it in one rename, so a running server never sees a half-built tree; the
build dist pointed to before is kept (the rollback), older ones go. SITE_DIR moves builds/ and dist
(default: the project folder). No arguments.`,
});

try {
  await buildSite();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
