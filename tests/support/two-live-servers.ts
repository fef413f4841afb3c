// Two app processes over one database, each started as `npm start` starts it (live-server.ts), in
// one folder: on an SQLite file shared by both, or on one PostgreSQL server (a throwaway cluster).
// The first migrates and seeds; the second finds the database ready.
import fs from 'node:fs';
import { postgresBinDir, startPostgresCluster, type PostgresCluster } from '#scripts/lib/postgres-cluster.ts';
import { makeSiteDir, startLiveServer, type LiveServer } from './live-server.ts';

export type DatabaseKind = 'SQLite' | 'PostgreSQL';

/**
 * The databases a test of `what` runs on: SQLite, and PostgreSQL where it is installed (skipped
 * with a message elsewhere; CI must have it).
 */
export function databaseKinds(what: string): { kind: DatabaseKind }[] {
  const postgresInstalled = postgresBinDir() !== null;
  if (!postgresInstalled && process.env.CI) throw new Error(`PostgreSQL is not installed; CI must run ${what} on it.`);
  if (!postgresInstalled) console.warn(`PostgreSQL is not installed: ${what} runs on SQLite only.`);
  return [{ kind: 'SQLite' }, ...(postgresInstalled ? [{ kind: 'PostgreSQL' as const }] : [])];
}

export interface TwoLiveServers {
  a: LiveServer;
  b: LiveServer;
  /** The PostgreSQL database's URL, or undefined on SQLite (the file is `a.databaseFile`). */
  databaseUrl?: string;
  cluster?: PostgresCluster;
  /** Stops both servers and the cluster, and removes the folder. */
  stop(): Promise<void>;
}

export async function startTwoLiveServers(kind: DatabaseKind, env: Record<string, string>): Promise<TwoLiveServers> {
  const dir = makeSiteDir();
  const databaseEnv = { ...env };
  let cluster: PostgresCluster | undefined;
  if (kind === 'PostgreSQL') {
    cluster = await startPostgresCluster();
    cluster.sql('CREATE DATABASE unireviews');
    databaseEnv.DATABASE_URL = cluster.url('unireviews');
  }
  let a: LiveServer | undefined;
  let b: LiveServer;
  try {
    a = await startLiveServer(databaseEnv, dir);
    b = await startLiveServer(databaseEnv, dir);
  } catch (error) {
    await a?.stop();
    cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    a,
    b,
    databaseUrl: databaseEnv.DATABASE_URL,
    cluster,
    async stop() {
      await a!.stop();
      await b.stop();
      cluster?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
