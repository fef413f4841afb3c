// npm run check:data [-- --fix] [--all]: its usage (below; --help) says what it does.
import { db } from '#server/infra/db.ts';
import { checkData, type CheckProgress, type Drift } from '#server/maintenance/check-data.ts';
import { databaseLabel, requireDatabase } from './lib/database-target.ts';
import { progressBar } from './lib/progress.ts';
import { commandLine } from './lib/command-line.ts';

const LINES = 200;
const { values } = commandLine({
  usage: `Usage: npm run check:data [-- --fix] [--all]
Recomputes every aggregate (UniversityStats, Review.likeCount) from the rows of the database
DATABASE_URL names and lists where the stored value differs. Exit code 0: no drift; 1: drift found
(or left after --fix); 2: error.
  --fix   recompute the drifted rows in one transaction and list what it changed (default: list only)
  --all   list every drifted row (default: the first ${LINES})`,
  options: { fix: { type: 'boolean', default: false }, all: { type: 'boolean', default: false } },
});
const { fix, all } = values;

function progress() {
  let bar: ReturnType<typeof progressBar> | undefined;
  let phase: CheckProgress['phase'] | undefined;
  return {
    update({ phase: next, done, total }: CheckProgress) {
      if (next !== phase) {
        bar?.stop();
        phase = next;
        bar = progressBar(`Checking ${next}`.padEnd(21), Math.max(total, 1));
      }
      bar!.update(done);
    },
    stop: () => bar?.stop(),
  };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** One line per university or review: every field that differs, stored against recomputed. */
function describe(drift: Drift[]): string[] {
  const byRow = new Map<string, Drift[]>();
  for (const entry of drift) {
    const key = `${entry.table}:${entry.id}`;
    byRow.set(key, [...(byRow.get(key) ?? []), entry]);
  }
  return [...byRow.values()].map((entries) => {
    const first = entries[0]!;
    const who = first.table === 'UniversityStats' ? `University ${first.id} (${first.name})` : `Review ${first.id}`;
    const fields = entries.map((d) => `${d.field} stored ${d.stored ?? 'null'}, recomputed ${d.recomputed ?? 'null'}`);
    return `  ${who}: ${fields.join('; ')}`;
  });
}

function counts(drift: Drift[]): string {
  const universities = new Set(drift.filter((d) => d.table === 'UniversityStats').map((d) => d.id)).size;
  const reviews = new Set(drift.filter((d) => d.table === 'Review').map((d) => d.id)).size;
  return `${plural(universities, 'university', 'universities')} and ${plural(reviews, 'review', 'reviews')}`;
}

function print(lines: string[]) {
  for (const line of all ? lines : lines.slice(0, LINES)) console.log(line);
  if (!all && lines.length > LINES) console.log(`  ... and ${plural(lines.length - LINES, 'more', 'more')} (pass --all to list every one)`);
}

async function main(): Promise<number> {
  requireDatabase();
  const bar = progress();
  const report = await checkData({ fix, onProgress: bar.update });
  bar.stop();
  console.log(
    `Checked ${plural(report.universities, 'university', 'universities')} and ${plural(report.reviews, 'review', 'reviews')} ` +
      `of ${databaseLabel()} in ${(report.ms / 1000).toFixed(1)} s.`,
  );
  if (report.drift.length === 0) {
    console.log('No drift: every aggregate matches its rows.');
    return 0;
  }
  if (!fix) {
    console.log(`Drift in ${counts(report.drift)}:`);
    print(describe(report.drift));
    console.log('Run `npm run check:data -- --fix` to recompute them.');
    return 1;
  }
  console.log(`Fixed ${counts(report.fixed)} (stored value, and the recomputed value now written):`);
  print(describe(report.fixed));
  const again = await checkData();
  if (again.drift.length) {
    console.log(`Drift is left after the fix, in ${counts(again.drift)}:`);
    print(describe(again.drift));
    return 1;
  }
  console.log('Checked again: no drift.');
  return 0;
}

let code: number;
try {
  code = await main();
} catch (error) {
  console.error(`check:data failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
}
await db().$disconnect();
process.exit(code);
