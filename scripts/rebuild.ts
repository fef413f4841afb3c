// npm run rebuild: the nightly job; its usage (below; `npm run rebuild -- --help`) says what it
// does. The backup is `npm run backup`'s (lib/backup-command.ts), the build `npm run build`'s
// (lib/build-site.ts).
import { db } from '#server/infra/db.ts';
import { purgeExpired } from '#server/maintenance/purge-expired.ts';
import { recordJobOutcome } from '#server/maintenance/job-outcomes.ts';
import { buildSite } from './lib/build-site.ts';
import { nightlyBackupCheck, runBackup } from './lib/backup-command.ts';
import { commandLine } from './lib/command-line.ts';

commandLine({
  usage: `Usage: npm run rebuild
The nightly job. Backs up the database first (as \`npm run backup\`, its copy checked fully on
BACKUP_FULL_CHECK_DAY and quickly on the other nights; if that fails the rebuild goes on
and the exit code is 1), forgets ended sessions, expired tokens and closed rate-limit windows, then
rebuilds every page from the database (featured universities, rating snapshots, first pages of
reviews, sitemap, search index) into a fresh folder under builds/ and swaps dist to it whole. A
running \`npm start\` switches to it without dropping a request. The outcome of the rebuild and of
the backup (when, how long, whether it succeeded) is recorded in the database, where /readyz and
/metrics show it. No arguments.`,
});

const startedAt = new Date();
let backupFailed = false;
try {
  await runBackup(nightlyBackupCheck());
} catch (error) {
  // The night's pages still matter; the exit code tells the scheduler that the backup did not happen.
  backupFailed = true;
  console.error(`Backup failed; going on with the rebuild. ${error instanceof Error ? error.message : error}`);
}

try {
  const purged = await purgeExpired();
  console.log(
    `Purged ${purged.sessions} ended sessions, ${purged.refreshTokens} refresh tokens, ${purged.resetTokens} reset tokens, ${purged.rateLimitCounters} rate-limit counters, ${purged.loginAddresses} unused sign-in addresses, ${purged.studentCodes} expired student codes and ${purged.studentCodeEvents} old student-code events.`,
  );
} catch (error) {
  // Housekeeping must not cost the night's pages.
  console.error(`Purge failed; rebuilding anyway. ${error instanceof Error ? error.message : error}`);
} finally {
  await db().$disconnect();
}

let rebuilt = true;
try {
  await buildSite();
} catch (error) {
  rebuilt = false;
  console.error(`Rebuild failed; the site keeps serving the previous build. ${error instanceof Error ? error.message : error}`);
}
// For /readyz and /metrics on every app process; the backup recorded its own.
try {
  await recordJobOutcome('rebuild', startedAt, rebuilt);
} catch (error) {
  console.error(`Could not record the outcome of the rebuild (${error instanceof Error ? error.message : error}).`);
} finally {
  await db().$disconnect();
}
if (!rebuilt || backupFailed) process.exit(1);
