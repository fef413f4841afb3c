// A throwaway PostgreSQL server for tests and benchmarks: a fresh cluster in a temporary folder,
// listening on a free loopback port only, with password-less ("trust") logins for the local
// `postgres` role, removed when stopped. It uses Debian's PostgreSQL binaries (the `postgresql`
// package; .ci/run installs it when missing). PostgreSQL refuses to run as root, so as root the
// cluster runs as the `postgres` user the package creates. Durability settings are relaxed
// (fsync off): fine for data thrown away after the run, never for a real site.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { debianPostgresBin } from '#server/infra/postgres-tools.ts';
import { freePort } from './free-port.ts';

export interface PostgresCluster {
  /** A connection URL for a database of the cluster (`postgres` when not named). */
  url(database?: string): string;
  /** Runs SQL as the superuser on the `postgres` database (CREATE/DROP DATABASE and the like). */
  sql(statement: string): void;
  stop(): void;
}

/** Where Debian puts the server binaries (initdb, pg_ctl), newest major version first; null when not installed. */
export function postgresBinDir(): string | null {
  return debianPostgresBin('pg_ctl');
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql): no /usr/lib/postgresql/<version>/bin/pg_ctl.');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unireviews-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout || result.error?.message}`);
    return result.stdout;
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  const url = (database = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url,
    sql(statement) {
      run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url(), '-c', statement]);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
