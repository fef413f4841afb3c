// Every operator command package.json runs answers --help with its usage and does nothing else, and
// refuses an option it does not know with the usage (exit code 2), never running, ignoring it or
// crashing (scripts/lib/command-line.ts). Each runs as npm runs it, in a process of its own, on a
// folder of its own (a migrated database, a backup folder, a dist link) that must be the same after.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { apiBaseDb, projectRoot, testVarDir } from '../support/paths.ts';
import { isPostgres } from '../support/test-database.ts';

/** Its arguments are Vitest's: only --help is its own, an unknown option goes on to Vitest. */
const PASSES_ON = new Set(['test:api:postgres']);

const packageScripts = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
/** `npm run <name>` for every script that is `tsx scripts/<file>.ts [arguments]`. */
const commands = Object.entries(packageScripts).flatMap(([name, line]) => {
  const match = /^tsx (scripts\/[\w-]+\.ts)((?: \w+)*)$/.exec(line);
  return match ? [{ name, script: match[1]!, args: match[2]!.split(' ').filter(Boolean) }] : [];
});

const scratch = fs.mkdtempSync(path.join(testVarDir, 'command-help-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A site folder as the commands find it in production: data, a backup folder, builds and the dist link. */
function siteFolder(name: string) {
  const dir = path.join(scratch, name.replace(/\W/g, '-'));
  const build = path.join(dir, 'builds', '20000101000000');
  fs.mkdirSync(path.join(build, 'client'), { recursive: true });
  fs.writeFileSync(path.join(build, 'client', 'index.html'), '<!doctype html><title>old build</title>');
  fs.symlinkSync(path.relative(dir, build), path.join(dir, 'dist'));
  fs.mkdirSync(path.join(dir, 'backups'));
  fs.copyFileSync(apiBaseDb, path.join(dir, 'data.db'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, 'data.db')}`,
    BACKUP_DIR: path.join(dir, 'backups'),
    SITE_DIR: dir,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    AUTH_SECRET: 'command-help-secret-that-is-long-enough',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  delete env.WORLD_UNIVERSITIES_LIST;
  delete env.TEST_POSTGRES_URL;
  return { dir, env };
}

/** Every entry under a folder: name, size, time of change and where a link points. */
function snapshot(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => {
    const stat = fs.lstatSync(path.join(dir, entry));
    const link = stat.isSymbolicLink() ? ` -> ${fs.readlinkSync(path.join(dir, entry))}` : '';
    return `${entry} ${stat.size} ${stat.mtimeMs}${link}`;
  });
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: projectRoot, env, timeout: 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe.skipIf(isPostgres)('every operator command', () => {
  it('is found in package.json', ({ expect }) => {
    expect(commands.map((command) => command.name)).toEqual(
      expect.arrayContaining([
        'start',
        'build',
        'migrate',
        'migrate:create',
        'seed',
        'import:universities',
        'synth',
        'rebuild',
        'backup',
        'restore',
        'check:data',
        'moderator',
        'bench:build',
        'fuzz',
        'screenshot',
        'test:api:postgres',
        'bench:lighthouse',
        'check:js',
      ]),
    );
  });

  it.concurrent.for(commands)(
    'npm run $name -- --help prints the usage and changes nothing',
    { timeout: 60_000 },
    async ({ name, script, args }, { expect }) => {
      const { dir, env } = siteFolder(`${name}-help`);
      const before = snapshot(dir);
      const help = await run(script, [...args, '--help'], env);
      expect(snapshot(dir)).toEqual(before);
      expect(help.stderr).toBe('');
      expect(help.status).toBe(0);
      expect(help.stdout.startsWith('Usage: ')).toBe(true);
      expect(help.stdout).toContain(name === 'start' ? 'npm start' : `npm run ${name}`);
    },
  );

  it.concurrent.for(commands.filter((command) => !PASSES_ON.has(command.name)))(
    'npm run $name -- --bogus is refused with the usage, changing nothing',
    { timeout: 60_000 },
    async ({ name, script, args }, { expect }) => {
      const { dir, env } = siteFolder(`${name}-bogus`);
      const before = snapshot(dir);
      const refused = await run(script, [...args, '--bogus'], env);
      expect(snapshot(dir)).toEqual(before);
      expect(refused.status).toBe(2);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.split('\n').slice(0, 3)).toEqual(["Unknown option '--bogus'.", '', expect.stringMatching(/^Usage: /)]);
    },
  );

  it('npm run bench:build -- --database <missing file> is refused in a line, with no work folder left', async ({ expect }) => {
    const { env } = siteFolder('bench-build-missing');
    const missing = path.join(scratch, 'no-such.db');
    const workFolders = () => fs.readdirSync(path.join(projectRoot, 'var')).filter((name) => name.startsWith('bench-build-'));
    const before = workFolders();
    const refused = await run('scripts/bench-build.ts', ['--database', missing], env);
    expect(refused.status).toBe(2);
    expect(refused.stderr.split('\n').slice(0, 3)).toEqual([`The database is missing: ${missing}`, '', expect.stringMatching(/^Usage: /)]);
    expect(workFolders()).toEqual(before);
  });
});
