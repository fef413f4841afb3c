// npm run import:universities -- <file>: its usage (below; --help) says what it does.
import fs from 'node:fs';
import { applyMigrations } from '#server/infra/migrations.ts';
import { db } from '#server/infra/db.ts';
import { ImportFileError, importUniversities, parseUniversityFile } from '#server/universities/import.ts';
import { progressBar } from './lib/progress.ts';
import { commandLine } from './lib/command-line.ts';

const { positionals } = commandLine({
  usage: `Usage: npm run import:universities -- <path to world_universities_and_domains.json>
Imports a copy of the public world-universities list (a JSON array of universities with name,
country, alpha_two_code, state-province, web_pages and domains) into the database DATABASE_URL
names, migrated first. Idempotent on name and country: a second run changes nothing. Prints what
was inserted, updated, unchanged and skipped; a file it cannot read or parse changes nothing.`,
  positionals: ['path to world_universities_and_domains.json'],
});
const file = positionals[0]!;

let text: string;
try {
  text = fs.readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}

try {
  const parsed = parseUniversityFile(text);
  for (const problem of parsed.skipped) {
    console.warn(`Skipped record at position ${problem.position}: ${problem.reason}`);
  }
  await applyMigrations();
  const bar = progressBar('Importing', parsed.records.length);
  const summary = await importUniversities(parsed.records, bar.update);
  bar.stop();
  console.log(
    `Imported ${file}: ${summary.inserted} inserted, ${summary.updated} updated, ${summary.unchanged} unchanged, ` +
      `${parsed.skipped.length} skipped (${parsed.merged} duplicates merged).`,
  );
} catch (error) {
  if (error instanceof ImportFileError) {
    console.error(`Import stopped, nothing was changed. ${error.message}`);
    process.exit(1);
  }
  throw error;
} finally {
  // A PostgreSQL pool would keep the process alive.
  await db().$disconnect();
}
