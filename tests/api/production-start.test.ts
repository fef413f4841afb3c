// A production start (NODE_ENV=production npm start) refuses to run without the settings it
// needs, and names each one. Run as npm start runs it, in a process of its own.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, testVarDir } from '../support/paths.ts';

const complete = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-that-is-long-enough-for-hs256',
  SITE_URL: 'https://reviews.example',
  SMTP_URL: 'smtp://mail.example:587',
};

function start(env: Record<string, string | undefined>) {
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${path.join(testVarDir, 'never-created.db')}`,
    SITE_DIR: 'var/test/never-built',
  };
  for (const name of ['AUTH_SECRET', 'SITE_URL', 'SMTP_URL', 'OUTBOX_DIR']) delete base[name];
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: projectRoot,
    env: { ...base, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('NODE_ENV=production npm start', () => {
  it.each([
    ['AUTH_SECRET', { AUTH_SECRET: undefined }, 'AUTH_SECRET is not set'],
    ['a short AUTH_SECRET', { AUTH_SECRET: 'short' }, 'AUTH_SECRET is too short'],
    ['SITE_URL', { SITE_URL: undefined }, 'SITE_URL is not set'],
    ['SMTP_URL and OUTBOX_DIR', { SMTP_URL: undefined }, 'SMTP_URL is not set'],
  ])('refuses to start without %s and says so', (_name, change, message) => {
    const result = start({ ...complete, ...change });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing to start in production');
    expect(result.stderr).toContain(message);
  });

  it('names every missing setting at once', () => {
    const result = start({ NODE_ENV: 'production' });
    expect(result.status).toBe(1);
    for (const name of ['AUTH_SECRET', 'SITE_URL', 'SMTP_URL']) expect(result.stderr).toContain(`${name} is not set`);
  });

  it('accepts an explicit outbox folder instead of a mail server', () => {
    // Past the check the start goes on to the database; stop it there with an invalid URL.
    const result = start({
      ...complete,
      SMTP_URL: undefined,
      OUTBOX_DIR: 'var/test/outbox-prod',
      DATABASE_URL: 'postgres://not-supported',
    });
    expect(result.stderr).not.toContain('Refusing to start');
    expect(result.stderr).toContain('DATABASE_URL');
  });
});
