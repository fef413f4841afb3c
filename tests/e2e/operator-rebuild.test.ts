// The operators' nightly job as it runs in production: `npm start` serving, `npm run rebuild`
// building into a fresh folder and swapping it in. Visitors get a whole page at every moment,
// before, during and after the switch, and the new build shows what was written since.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#scripts/lib/free-port.ts';
import { reviewBody } from '../factories/reviews.ts';
import { projectRoot, testVarDir } from '../support/paths.ts';

fs.mkdirSync(testVarDir, { recursive: true });
const dir = fs.mkdtempSync(path.join(testVarDir, 'operator-'));
let site: ChildProcess | undefined;

afterAll(() => {
  site?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

function tsx(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitFor(check: () => Promise<boolean>, what: string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('npm start with a nightly rebuild', () => {
  it('switches to the new build without a failed request and shows the newer data', async () => {
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      SITE_DIR: dir,
      DATABASE_URL: `file:${path.join(dir, 'data.db')}`,
      OUTBOX_DIR: path.join(dir, 'outbox'),
      AUTH_SECRET: 'operator-test-secret-long-enough-for-hs256',
      SITE_URL: baseURL,
      HOST: '127.0.0.1',
      PORT: String(port),
      ASTRO_TELEMETRY_DISABLED: '1',
    };
    const page = `${baseURL}/university/1`;

    // First start: creates, migrates and seeds the database, builds, serves.
    site = tsx('scripts/start.ts', env);
    await waitFor(async () => (await fetch(page)).ok, 'the first start', 180_000);
    const firstBuild = fs.realpathSync(path.join(dir, 'dist'));

    // Letters only: a long run of digits would read as a phone number and the review would be held.
    const text = `Written after the first build ${Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
    const submitted = await fetch(`${baseURL}/api/reviews/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reviewBody(1, { is_anonymous: true, review_text: text })),
    });
    expect(submitted.status).toBe(200);
    // Not in the build, but on the page at once: the changed page is rendered again (decision 030).
    const builtPage = (build: string) => fs.readFileSync(path.join(build, 'client/university/1/index.html'), 'utf8');
    expect(builtPage(firstBuild)).not.toContain(text);
    expect(await (await fetch(page)).text()).toContain(text);

    // A build counts a change made in the second before it starts as newer (decision 030): the
    // night's build comes more than a second after the day's last review.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    // Visitors keep asking for the page all through the rebuild and the switch.
    const failures: string[] = [];
    let answered = 0;
    let polling = true;
    const poller = (async () => {
      while (polling) {
        try {
          const response = await fetch(page);
          const body = await response.text();
          if (response.status !== 200 || !body.trimEnd().endsWith('</html>')) failures.push(`${response.status}, ${body.length} bytes`);
          answered += 1;
        } catch (error) {
          failures.push(String(error));
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    const rebuild = tsx('scripts/rebuild.ts', env);
    const [code] = await once(rebuild, 'exit');
    expect(code).toBe(0);
    await waitFor(async () => fs.realpathSync(path.join(dir, 'dist')) !== firstBuild, 'the new build to be linked', 30_000);
    // The old server drains its open connections for up to 10 s: keep asking through all of it.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    polling = false;
    await poller;

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(50);
    const secondBuild = fs.realpathSync(path.join(dir, 'dist'));
    expect(secondBuild).not.toBe(firstBuild);
    expect(path.dirname(secondBuild)).toBe(path.join(dir, 'builds'));
    // The new build has the review, so the page is its file again, not the copy made before it.
    expect(builtPage(secondBuild)).toContain(text);
    expect(await (await fetch(page)).text()).toBe(builtPage(secondBuild));

    // The copy made before the second build stays while the first build may still be served; the
    // next rebuild deletes it, as no build still served would read it.
    const copy = path.join(dir, 'pages/fresh/university-1.html');
    expect(fs.existsSync(copy)).toBe(true);
    const again = tsx('scripts/rebuild.ts', env);
    expect((await once(again, 'exit'))[0]).toBe(0);
    expect(fs.existsSync(copy)).toBe(false);
    await waitFor(async () => fs.realpathSync(path.join(dir, 'dist')) !== secondBuild, 'the third build to be linked', 30_000);
    expect(await (await fetch(page)).text()).toContain(text);

    // Stopping npm start stops the server with it.
    site.kill('SIGTERM');
    await once(site, 'exit');
    site = undefined;
    await expect(fetch(page)).rejects.toThrow();
  }, 300_000);
});
