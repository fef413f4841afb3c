// What an operator and a load balancer see of a server started as `npm start` starts it
// (decision 043): /healthz and /readyz, uncached and unlogged, /readyz naming the check that
// failed and the nightly jobs' outcome; /metrics in the Prometheus text format, to loopback or the
// token only, by route template and never with a path, a name or an address; and the log, one
// JSON line per request and event, from which a test run's passwords, tokens, e-mail address,
// review text and client address are all absent, while an error keeps its stack.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthReply, readinessReply } from '#shared/schemas/operations.ts';
import { reviewBody } from '../factories/reviews.ts';
import { liveServerEnv, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { readMailsIn } from '../support/outbox.ts';
import { projectRoot } from '../support/paths.ts';

const METRICS_TOKEN = 'operability-test-metrics-token';
/** The visitor's address, as our own proxy reports it (TRUST_PROXY). */
const CLIENT = '203.0.113.77';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const env = { TRUST_PROXY: 'true', METRICS_TOKEN, RATE_LIMIT_FORGOT_PASSWORD: '2' };

let site: LiveServer;

beforeAll(async () => {
  site = await startLiveServer(env);
});

afterAll(async () => {
  await site?.stop();
});

/** A request from the visitor (or another address), through our proxy. */
function send(path: string, init: RequestInit & { address?: string } = {}): Promise<Response> {
  const { address = CLIENT, headers, ...rest } = init;
  return fetch(`${site.baseURL}${path}`, { ...rest, headers: { 'x-forwarded-for': address, ...headers } });
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}, address?: string) =>
  send(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), address });

/** /metrics as a scraper on this machine reads it. */
async function metrics(): Promise<string> {
  const reply = await fetch(`${site.baseURL}/metrics`);
  expect(reply.status).toBe(200);
  return reply.text();
}

/** The value of one series (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The server's log lines since it started serving, parsed: every one is JSON (but Node's own warnings). */
function logLines(): Record<string, unknown>[] {
  const output = site.output();
  const serving = output.lastIndexOf('\n', output.indexOf('"Serving '));
  const lines = output
    .slice(serving + 1)
    .split('\n')
    .filter((line) => line && !/^\((node:\d+|Use `node --trace)/.test(line));
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Runs a command of scripts/ on the server's database. */
function command(script: string, extra: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`], {
    cwd: projectRoot,
    env: { ...liveServerEnv(site.dir, site.port), ...extra },
    encoding: 'utf8',
  });
}

describe('/healthz and /readyz', () => {
  it('answer at once, uncached, with a request id, and say the site is ready', async () => {
    const health = await send('/healthz');
    expect(health.status).toBe(200);
    expect(healthReply.parse(await health.json())).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get('x-request-id')).toMatch(UUID);

    const ready = await send('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(readinessReply.parse(await ready.json())).toMatchObject({
      status: 'ready',
      checks: { serving: 'ok', build: 'ok', database: 'ok', migrations: 'ok' },
      nightly: { rebuild: null, backup: null },
    });
    expect((await send('/healthz', { method: 'HEAD' })).status).toBe(200);
    const post = await send('/readyz', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503 naming the check while the database lacks a migration the build expects', async () => {
    const [newest] = await site.db().$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`;
    const name = newest!.migration_name;
    await site.db().$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = CURRENT_TIMESTAMP WHERE migration_name = ${name}`;
    try {
      const unready = await send('/readyz');
      expect(unready.status).toBe(503);
      expect(readinessReply.parse(await unready.json())).toMatchObject({
        status: 'not ready',
        failed: ['migrations'],
        checks: { database: 'ok', migrations: `missing ${name}` },
      });
      expect(valueOf(await metrics(), 'unireviews_ready')).toBe(0);
      // The process itself is fine.
      expect((await send('/healthz')).status).toBe(200);
    } finally {
      await site.db().$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = ${name}`;
    }
    expect((await send('/readyz')).status).toBe(200);
  });

  it('show the outcome of the nightly backup, a failed one too', async () => {
    const backup = command('backup.ts');
    expect(backup.status, backup.stderr).toBe(0);
    const afterGood = readinessReply.parse(await (await send('/readyz')).json());
    expect(afterGood.nightly.backup).toMatchObject({ result: 'ok' });
    expect(afterGood.nightly.backup!.last_success_at).toBe(afterGood.nightly.backup!.last_run_at);

    // A backup folder that cannot be made: the command fails, and both endpoints say so.
    const blocker = path.join(site.dir, 'not-a-folder');
    fs.writeFileSync(blocker, '');
    const failed = command('backup.ts', { BACKUP_DIR: path.join(blocker, 'backups') });
    expect(failed.status).toBe(1);
    const ready = await send('/readyz');
    // A failed backup is no reason to take the process out of the balancer.
    expect(ready.status).toBe(200);
    const { nightly } = readinessReply.parse(await ready.json());
    expect(nightly.backup).toMatchObject({ result: 'failed', last_success_at: afterGood.nightly.backup!.last_success_at });
    const text = await metrics();
    expect(valueOf(text, 'unireviews_nightly_last_run_ok{task="backup"}')).toBe(0);
    expect(valueOf(text, 'unireviews_nightly_last_success_timestamp_seconds{task="backup"}')).toBe(
      Date.parse(afterGood.nightly.backup!.last_success_at!) / 1000,
    );
  }, 60_000);
});

describe('/metrics', () => {
  it('is served to loopback, and from elsewhere only with the token', async () => {
    const local = await fetch(`${site.baseURL}/metrics`);
    expect(local.status).toBe(200);
    expect(local.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(local.headers.get('cache-control')).toBe('no-store');

    const remote = await send('/metrics');
    expect(remote.status).toBe(401);
    expect(remote.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await send('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
    const scraper = await send('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraper.status).toBe(200);
    expect(await scraper.text()).toContain('unireviews_http_request_duration_seconds');
  });
});

describe("a visitor's and a moderator's requests", () => {
  const tag = Date.now().toString(36);
  const email = `operator.check.${tag}@example.com`;
  const password = `Op-check-${tag}-Pass1`;
  const newPassword = `Op-check-${tag}-New2`;
  const reviewText = `Operability check ${tag.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}: the library never closes.`;
  const contactMessage = `Please look at the library hours, ${tag.replace(/\d/g, 'x')}.`;
  const secrets: Record<string, string> = { password, newPassword, email, reviewText, contactMessage, client: CLIENT };
  let keptId = '';

  beforeAll(async () => {
    const signup = await postJson('/api/users/signup', { username: `op_${tag}`, email, password });
    expect(signup.status).toBe(201);
    const login = await postJson('/api/users/login', { email, password });
    const { token, refreshToken } = (await login.json()) as { token: string; refreshToken: string };
    Object.assign(secrets, { token, refreshToken });
    const bearer = { authorization: `Bearer ${token}` };
    expect((await send('/api/users/verify', { headers: bearer })).status).toBe(200);
    expect((await postJson('/api/users/refresh', { refreshToken })).status).toBe(200);
    const submitted = await postJson('/api/reviews/submit', reviewBody(2, { review_text: reviewText }), bearer);
    expect(submitted.status).toBe(200);

    // Reads: the API, a page, a file, a miss; one with an id of the caller's, one with a bad id.
    expect((await send('/api/specificUni/1/reviews?page=1&limit=20')).status).toBe(200);
    const kept = await send('/api/specificUni/1', { headers: { 'x-request-id': `trace-${tag}.7:1` } });
    keptId = kept.headers.get('x-request-id')!;
    expect(keptId).toBe(`trace-${tag}.7:1`);
    expect((await send('/api/specificUni/1', { headers: { 'x-request-id': 'not sane at all' } })).headers.get('x-request-id')).toMatch(
      UUID,
    );
    expect((await send('/university/1')).status).toBe(200);
    expect((await send(`/search/university?q=${encodeURIComponent(email)}`)).status).toBe(200);
    expect((await send(`/no-such-page?who=${encodeURIComponent(email)}`)).status).toBe(404);

    // A reset: two mails, then the limit (2) refuses the third; the mailed token resets.
    for (let i = 0; i < 3; i++) await postJson('/api/users/forgotPassword', { email });
    // The second mail's link replaced the first's.
    let mails: string[] = [];
    for (let wait = 0; wait < 50 && mails.length < 2; wait++) {
      mails = readMailsIn(path.join(site.dir, 'outbox'))
        .filter((item) => item.to.includes(email))
        .map((item) => item.text);
      if (mails.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const resetToken = /resetPassword\?token=([\w-]+)/.exec(mails.at(-1) ?? '')![1]!;
    secrets.resetToken = resetToken;
    const reset = await postJson('/api/users/resetPassword', { token: resetToken, newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(200);

    // Three readers on three networks report a seed review: it is held; a moderator publishes it.
    const page = (await (await send('/api/specificUni/1/reviews?page=1&limit=20')).json()) as { reviews: { id: number }[] };
    const reported = page.reviews.at(-1)!.id;
    for (const address of [CLIENT, '198.51.100.7', '192.0.2.9']) {
      expect((await postJson(`/api/reviews/${reported}/report`, { reason: 'spam' }, {}, address)).status).toBe(201);
    }
    await site.db().user.update({ where: { email }, data: { role: 'moderator' } });
    const relogin = await postJson('/api/users/login', { email, password: newPassword });
    const moderator = ((await relogin.json()) as { token: string }).token;
    secrets.moderatorToken = moderator;
    const decided = await postJson(
      `/api/moderation/reviews/${reported}`,
      { action: 'publish', reason: 'Fine as it is.' },
      {
        authorization: `Bearer ${moderator}`,
      },
    );
    expect(decided.status).toBe(200);

    // The contact form while its table is gone (the end of this database): stored no more, mailed
    // instead, and the error logged with its stack.
    await site.db().$executeRawUnsafe('DROP TABLE "ContactMessage"');
    const contact = await postJson('/api/email/contact', { name: 'Op Check', email, subject: 'general', message: contactMessage });
    expect(contact.status).toBe(200);
  }, 60_000);

  it('count in /metrics by route template, status class and event, with no path, name or address', async () => {
    const text = await metrics();
    const count = (method: string, route: string, status: string) =>
      valueOf(text, `unireviews_http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"}`);
    expect(count('POST', '/api/users/signup', '2xx')).toBe(1);
    expect(count('GET', '/api/specificUni/{id}/reviews', '2xx')).toBeGreaterThanOrEqual(2);
    expect(count('GET', '/api/specificUni/{id}', '2xx')).toBeGreaterThanOrEqual(2);
    expect(count('GET', '/university/[id]', '2xx')).toBeGreaterThanOrEqual(1);
    expect(count('GET', '/search/university', '2xx')).toBe(1);
    expect(count('GET', 'other', '4xx')).toBeGreaterThanOrEqual(1);
    expect(count('POST', '/api/users/forgotPassword', '4xx')).toBe(1);
    expect(count('POST', '/api/moderation/reviews/{id}', '2xx')).toBe(1);
    expect(valueOf(text, 'unireviews_rate_limit_refusals_total{limit="forgotPassword"}')).toBe(1);
    expect(valueOf(text, 'unireviews_reports_total{reason="spam"}')).toBe(3);
    expect(valueOf(text, 'unireviews_holds_total{cause="reports"}')).toBe(1);
    expect(valueOf(text, 'unireviews_moderation_decisions_total{action="publish"}')).toBe(1);
    expect(valueOf(text, 'unireviews_mails_total{result="sent"}')).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^unireviews_moderation_queue_reviews\{queue="held"\} \d+$/m);
    expect(text).toMatch(/^unireviews_moderation_queue_reviews\{queue="reported"\} \d+$/m);
    expect(text).toMatch(/^unireviews_moderation_held_oldest_seconds \d/m);
    expect(valueOf(text, 'unireviews_build_age_seconds')).toBeGreaterThan(0);
    expect(valueOf(text, 'unireviews_ready')).toBe(1);
    expect(valueOf(text, 'unireviews_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(valueOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);

    // Templates only: no label holds an id, and nothing personal is anywhere.
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]!);
    expect(routes.filter((route) => /\d/.test(route))).toEqual([]);
    for (const [what, value] of Object.entries(secrets)) expect(text.includes(value), what).toBe(false);
  });

  it('log one JSON line per request, with its id, route template, status and duration, and no secret', async () => {
    const lines = logLines();
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(20);
    for (const line of requests) {
      expect(Object.keys(line).sort()).toEqual(
        [
          'duration_ms',
          'level',
          'method',
          'msg',
          'pid',
          'request_id',
          'route',
          'status',
          'time',
          ...('aborted' in line ? ['aborted'] : []),
        ].sort(),
      );
      expect(line.route).not.toMatch(/\d/);
    }
    expect(requests.find((line) => line.request_id === keptId)).toMatchObject({
      method: 'GET',
      route: '/api/specificUni/{id}',
      status: 200,
    });
    expect(requests.find((line) => line.route === '/api/users/forgotPassword' && line.status === 429)).toBeDefined();
    // The balancer's and the scraper's requests are not logged.
    const health = await send('/healthz');
    await send('/readyz');
    await fetch(`${site.baseURL}/metrics`);
    expect(logLines().filter((line) => line.request_id === health.headers.get('x-request-id'))).toEqual([]);

    // The contact form's error: logged with its stack, under the request's id, and scrubbed.
    const stored = lines.find((line) => String(line.msg).startsWith('Could not store a form submission')) as
      { level: string; request_id?: string; err: { stack: string } } | undefined;
    expect(stored?.level).toBe('error');
    expect(stored?.err.stack).toMatch(/ContactMessage[\s\S]*\n\s+at /);
    expect(stored?.request_id).toMatch(UUID);

    const log = site.output();
    for (const [what, value] of Object.entries(secrets)) expect(log.includes(value), `${what} in the log`).toBe(false);
    expect(log).not.toContain('198.51.100.7');
    expect(log).not.toContain('192.0.2.9');
  });
});
