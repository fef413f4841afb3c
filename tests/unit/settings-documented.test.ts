// Every setting the server reads is in the README's settings table, and the table lists nothing
// else. The settings are the keys of the zod schema in src/server/env.ts, plus the environment
// variables that code in src/, scripts/ and integrations/ (and astro.config.mjs) reads directly.
// Some of those are not for an operator, so the table leaves them out (NOT_SETTINGS says why).
// tests/ is not scanned: what only the tests read (TEST_DATABASE and the like) is no setting.
// NODE_ENV is in the table: it is in the schema, and an operator sets it to production.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '#server/infra/env.ts';
import { filesUnder, projectRoot } from '../support/paths.ts';

/** Read from the environment, but not settings an operator chooses. */
const NOT_SETTINGS: Record<string, string> = {
  ASTRO_OUT_DIR: 'the build and benchmark commands set it to build into a folder of their own',
  ASTRO_NODE_AUTOSTART: 'the server (src/edge/serve-build.ts) sets it itself, so that Astro does not start a server of its own',
  CI: 'tells the test commands they run in CI',
  TEST_POSTGRES_URL: 'a PostgreSQL server for the API tests only (the README says so beside the test commands)',
  WORLD_UNIVERSITIES_LIST: 'input of the benchmarks and the import test only (the README says so beside those commands)',
  CHROME_PATH: 'the browser of the Lighthouse benchmark only (docs/benchmarks.md)',
  DEV: "Vite's own flag: true under `astro dev`",
};

const SCANNED = ['src', 'scripts', 'integrations', 'astro.config.mjs'];
const CODE_FILE = /\.(ts|tsx|mts|mjs|js|astro)$/;
/** `process.env.NAME`, `process.env['NAME']`, `import.meta.env.NAME` (or `?.NAME`). */
const ENV_READ = /(?:process\.env|import\.meta\.env)(?:\??\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g;

/** Every variable the code reads from the environment, by name. */
function variablesReadInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of SCANNED.flatMap((folder) => filesUnder(folder, CODE_FILE))) {
    const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
    for (const match of text.matchAll(ENV_READ)) names.add((match[1] ?? match[2])!);
  }
  return names;
}

/**
 * The names in the first cell of each row of the README's '## Settings' table. A name written
 * `_SUFFIX` shortens one that shares the first name's prefix, that name without its last part:
 * `RATE_LIMIT_LOGIN`, `_SIGNUP` is RATE_LIMIT_LOGIN and RATE_LIMIT_SIGNUP.
 */
function settingsInTable(readme: string): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Settings\n'));
  if (!section) throw new Error("README.md has no '## Settings' section");
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).flatMap((row) => {
    const cell = row.split('|')[1] ?? '';
    const names = [...cell.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!);
    const prefix = names[0]?.replace(/_[A-Z0-9]+$/, '') ?? '';
    return names.map((name) => (name.startsWith('_') ? `${prefix}${name}` : name));
  });
}

const readme = fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
const table = settingsInTable(readme);
const schemaKeys = Object.keys(settingsSchema.shape);
const readInCode = [...variablesReadInCode()].filter((name) => !(name in NOT_SETTINGS));
const settings = [...new Set([...schemaKeys, ...readInCode])].sort();

describe("the README's settings table", () => {
  it('finds the settings and the table', () => {
    expect(schemaKeys).toContain('DATABASE_URL');
    expect(readInCode).toContain('PORT');
    expect(table).toContain('RATE_LIMIT_SIGNUP');
  });

  it('lists every setting the server reads', () => {
    const missing = settings.filter((name) => !table.includes(name));
    expect(missing, 'settings missing from the table in README.md').toEqual([]);
  });

  it('lists nothing that is no setting', () => {
    const unknown = table.filter((name) => !settings.includes(name));
    expect(unknown, 'table entries in README.md that no code reads').toEqual([]);
  });

  it('lists each setting once', () => {
    const twice = table.filter((name, index) => table.indexOf(name) !== index);
    expect(twice).toEqual([]);
  });

  it('leaves out only variables the code still reads', () => {
    const all = variablesReadInCode();
    expect(Object.keys(NOT_SETTINGS).filter((name) => !all.has(name))).toEqual([]);
  });

  it('expands the shortened names', () => {
    expect(settingsInTable('## Settings\n\n| Setting |\n|---|\n| `RATE_LIMIT_LOGIN`, `_SIGNUP` |\n')).toEqual([
      'RATE_LIMIT_LOGIN',
      'RATE_LIMIT_SIGNUP',
    ]);
  });
});
