// `npm run moderator -- grant|revoke <email>` (docs/rules/trust-and-moderation.md#moderators): the
// only way the role changes. Plain output, exit 0 when done, 2 with a clear message otherwise.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { createUserWithSession } from '../factories/users.ts';
import { api } from '../support/api-request.ts';
import { projectRoot } from '../support/paths.ts';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/moderator.ts', ...args], {
    cwd: projectRoot,
    env: process.env,
    encoding: 'utf8',
  });

const role = async (id: number) => (await db().user.findUniqueOrThrow({ where: { id }, select: { role: true } })).role;

describe('npm run moderator', () => {
  it('grants and revokes the role; the moderation calls follow at once', async () => {
    const { user, token } = await createUserWithSession();
    expect((await api('GET', '/moderation/queue', { token })).status).toBe(403);

    const grant = run('grant', `  ${user.email.toUpperCase()} `);
    expect(grant.status, grant.stderr).toBe(0);
    expect(grant.stdout.trim()).toBe(`${user.username} <${user.email}> is now a moderator.`);
    expect(await role(user.id)).toBe('moderator');
    expect((await api('GET', '/moderation/queue', { token })).status).toBe(200);

    const again = run('grant', user.email);
    expect(again.status).toBe(0);
    expect(again.stdout.trim()).toBe(`${user.username} <${user.email}> is already a moderator.`);

    const revoke = run('revoke', user.email);
    expect(revoke.status, revoke.stderr).toBe(0);
    expect(revoke.stdout.trim()).toBe(`${user.username} <${user.email}> is no longer a moderator.`);
    expect(await role(user.id)).toBe('member');
    expect((await api('GET', '/moderation/queue', { token })).status).toBe(403);
    expect(run('revoke', user.email).stdout.trim()).toBe(`${user.username} <${user.email}> was not a moderator.`);
  }, 60_000);

  it('exits 2 for an unknown email and for bad usage, changing nothing', async () => {
    const unknown = run('grant', 'nobody-here@example.com');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim()).toBe('No account has the email nobody-here@example.com.');
    for (const args of [[], ['promote', 'a@example.com'], ['grant'], ['grant', 'a@example.com', 'b@example.com']]) {
      const bad = run(...args);
      expect(bad.status, args.join(' ')).toBe(2);
      expect(bad.stderr).toContain('\n\nUsage: npm run moderator -- grant <email> | revoke <email>\n');
    }
    expect(await db().user.count({ where: { role: 'moderator', email: 'nobody-here@example.com' } })).toBe(0);
  }, 60_000);
});
