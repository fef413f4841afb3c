// The server process's log (src/server/infra/log.ts, decision 043), in a process of its own as the
// server routes it: LOG_LEVEL sets what is written, every line is JSON with its level name, the
// console is routed into it, and an error keeps its stack with personal data scrubbed.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/paths.ts';

const SCRIPT = `
const { log, routeConsoleToLog } = await import('#server/infra/log.ts');
routeConsoleToLog();
log().debug('a debug line');
console.log('an info line');
console.warn('a warning about someone@example.com');
console.error('It failed:', new Error('refused 203.0.113.9'));
`;

function logOf(level: string): Record<string, unknown>[] {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: level },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the log of a server process', () => {
  it('writes the lines at LOG_LEVEL and above, as JSON, scrubbed, errors with their stack', () => {
    const lines = logOf('warn');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ['warn', 'a warning about [email]'],
      ['error', 'It failed:'],
    ]);
    expect(lines[1]!.err).toMatchObject({ type: 'Error', message: 'refused [address]' });
    expect((lines[1]!.err as { stack: string }).stack).toMatch(/^Error: refused \[address\]\n\s+at /);
    for (const line of lines) expect(Object.keys(line)).toEqual(expect.arrayContaining(['level', 'time', 'pid', 'msg']));
  });

  it('writes debug lines too at LOG_LEVEL=debug, and nothing when silent', () => {
    expect(logOf('debug').map((line) => line.msg)).toEqual(['a debug line', 'an info line', 'a warning about [email]', 'It failed:']);
    expect(logOf('silent')).toEqual([]);
  });
});
