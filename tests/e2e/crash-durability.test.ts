// A crash in the middle of a stream of writes: `npm start` serving, reviews arriving 20 at a time
// (or likes, committed in groups: decision 049), then SIGKILL to the whole process group (server
// and workers, as a power cut or the OOM killer would). After a restart on the same folder every
// write the server acknowledged is there, the database is sound, and `npm run check:data` finds no
// aggregate or like count out of step with its rows.
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
const LIKERS = 20;
const LIKED_REVIEWS = 20;
const LIKES_BEFORE_CRASH = 1_500;
const env = { RATE_LIMIT_REVIEW: '100000', RATE_LIMIT_LIKE: '100000', RATE_LIMIT_SIGNUP: '1000', RATE_LIMIT_LOGIN: '1000' };
const servers: LiveServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
  if (servers[0]) fs.rmSync(servers[0].dir, { recursive: true, force: true });
});

/** The database passes SQLite's integrity check and `npm run check:data` finds no drift. */
function expectSoundAfterCrash(restarted: LiveServer): void {
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
}

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

    expectSoundAfterCrash(restarted);

    // The restarted server takes writes again.
    const after = await fetch(`${restarted.baseURL}/api/reviews/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reviewBody(1, { is_anonymous: true })),
    });
    expect(after.status).toBe(200);
  }, 300_000);

  it('loses no acknowledged like of likes committed in groups', async () => {
    const server = await startLiveServer(env);
    servers.push(server);
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server.baseURL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const run = Date.now().toString(36);
    const tokens: string[] = [];
    for (let i = 0; i < LIKERS; i++) {
      const email = `crash-liker-${run}-${i}@example.com`;
      const password = 'Crash-likes-1';
      expect((await post('/api/users/signup', { username: `liker${run}${i}`, email, password })).status).toBe(201);
      tokens.push(((await (await post('/api/users/login', { email, password })).json()) as { token: string }).token);
    }
    const reviewIds = (
      await server
        .db()
        .review.findMany({ where: { status: 'published' }, select: { id: true }, take: LIKED_REVIEWS, orderBy: { id: 'asc' } })
    ).map((row) => row.id);
    expect(reviewIds).toHaveLength(LIKED_REVIEWS);

    // One request at a time per user: the last answer for a (user, review) pair is its state,
    // unless the request cut off by the crash was on that pair.
    const acknowledged = new Map<string, boolean>();
    const cutOff = new Set<string>();
    let answered = 0;
    let crashing: Promise<void> | undefined;
    const liker = async (token: string, userIndex: number) => {
      for (let n = 0; !crashing; n++) {
        const reviewId = reviewIds[(userIndex * 7 + n * 3) % reviewIds.length]!;
        const pair = `${token}|${reviewId}`;
        try {
          const response = await post(`/api/reviews/${reviewId}/like`, {}, token);
          const body = (await response.json()) as { hasLiked?: boolean };
          if (response.status !== 200) throw new Error(`status ${response.status}: ${JSON.stringify(body)}`);
          acknowledged.set(pair, body.hasLiked!);
        } catch (error) {
          if (!crashing) throw error;
          cutOff.add(pair);
        }
        if ((answered += 1) >= LIKES_BEFORE_CRASH && !crashing) crashing = server.crash();
      }
    };
    await Promise.all(tokens.map((token, i) => liker(token, i)));
    await crashing;
    expect(server.child.signalCode ?? server.child.exitCode).toBe('SIGKILL');

    const restarted = await startLiveServer(env, server.dir);
    servers.push(restarted);
    const userIds = new Map<string, number>();
    for (const token of tokens) {
      const me = await fetch(`${restarted.baseURL}/api/users/verify`, { headers: { authorization: `Bearer ${token}` } });
      userIds.set(token, ((await me.json()) as { user: { id: number } }).user.id);
    }
    const stored = new Set(
      (await restarted.db().reviewLike.findMany({ where: { reviewId: { in: reviewIds } }, select: { reviewId: true, userId: true } })).map(
        (row) => `${row.userId}|${row.reviewId}`,
      ),
    );
    const decided = [...acknowledged].filter(([pair]) => !cutOff.has(pair));
    const wrong = decided.filter(([pair, liked]) => {
      const [token, reviewId] = pair.split('|');
      return stored.has(`${userIds.get(token!)}|${reviewId}`) !== liked;
    });
    console.log(`crash test: ${answered} likes answered, ${decided.length} pairs decided, ${wrong.length} wrong, ${cutOff.size} cut off`);
    expect(answered).toBeGreaterThanOrEqual(LIKES_BEFORE_CRASH);
    expect(wrong).toEqual([]);

    // check:data compares each review's like count with its likes.
    expectSoundAfterCrash(restarted);
  }, 300_000);
});
