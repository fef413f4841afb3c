// A crash in the middle of a stream of writes: `npm start` serving, reviews arriving 20 at a time,
// then SIGKILL to the whole process group (server and workers, as a power cut or the OOM killer
// would). After a restart on the same folder every review the server acknowledged is there, the
// database is sound, and `npm run check:data` finds no aggregate out of step with its rows.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { reviewBody } from '../factories/reviews.ts';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { projectRoot } from '../support/paths.ts';

const TOTAL = 400;
const IN_FLIGHT = 20;
const CRASH_AFTER = 200;
const env = { RATE_LIMIT_REVIEW: '100000' };
const servers: LiveServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
  if (servers[0]) fs.rmSync(servers[0].dir, { recursive: true, force: true });
});

describe('a crash during writes', () => {
  it('loses no acknowledged review and leaves no aggregate drift', async () => {
    const server = await startLiveServer(env);
    servers.push(server);
    const run = Date.now().toString(36);
    const acknowledged = new Map<number, string>();
    const unanswered: string[] = [];
    let next = 0;
    let crashing: Promise<void> | undefined;

    const worker = async () => {
      while (next < TOTAL && !crashing) {
        const i = (next += 1);
        const text = `Crash test ${run} review ${i}`;
        try {
          const response = await fetch(`${server.baseURL}/api/reviews/submit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(reviewBody(1 + (i % 20), { is_anonymous: true, review_text: text })),
          });
          const body = (await response.json()) as { review_id?: number };
          if (response.status !== 200) throw new Error(`status ${response.status}: ${JSON.stringify(body)}`);
          acknowledged.set(body.review_id!, text);
        } catch (error) {
          // Only requests cut off by the crash may go unanswered.
          if (!crashing) throw error;
          unanswered.push(text);
        }
        if (acknowledged.size >= CRASH_AFTER && !crashing) crashing = server.crash();
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await crashing;
    expect(server.child.signalCode ?? server.child.exitCode).toBe('SIGKILL');

    const restarted = await startLiveServer(env, server.dir);
    servers.push(restarted);
    const stored = await restarted.db().review.findMany({
      where: { reviewText: { startsWith: `Crash test ${run} ` } },
      select: { id: true, reviewText: true },
    });
    const byId = new Map(stored.map((row) => [row.id, row.reviewText]));
    const found = [...acknowledged].filter(([id, text]) => byId.get(id) === text).length;
    const lost = acknowledged.size - found;
    const storedUnanswered = unanswered.filter((text) => stored.some((row) => row.reviewText === text)).length;
    console.log(
      `crash test: acknowledged ${acknowledged.size}, found ${found}, lost ${lost}; ` +
        `${unanswered.length} cut off by the crash, ${storedUnanswered} of them stored`,
    );

    expect(acknowledged.size).toBeGreaterThanOrEqual(CRASH_AFTER);
    expect(lost).toBe(0);
    expect(stored.length).toBe(acknowledged.size + storedUnanswered);

    const sqlite = new Database(restarted.databaseFile, { readonly: true, fileMustExist: true });
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    sqlite.close();

    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-data.ts'], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: `file:${restarted.databaseFile}` },
      encoding: 'utf8',
    });
    expect(check.status, `${check.stdout}\n${check.stderr}`).toBe(0);
    expect(check.stdout).toContain('No drift');

    // The restarted server takes writes again.
    const after = await fetch(`${restarted.baseURL}/api/reviews/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reviewBody(1, { is_anonymous: true })),
    });
    expect(after.status).toBe(200);
  }, 300_000);
});
