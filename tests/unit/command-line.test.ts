// How an operator command reads its arguments (scripts/lib/command-line.ts): --help wins over
// everything, a mistake is refused with one line saying what it was, the rest is parsed as declared.
import type { ParseArgsOptionsConfig } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readCommandLine, type CommandSpec } from '#scripts/lib/command-line.ts';

const restoreLike = {
  usage: 'Usage: npm run restore -- <backup file> [--no-save]',
  options: { 'no-save': { type: 'boolean', default: false }, runs: { type: 'string', default: '1' } },
  positionals: ['backup file', 'more?'],
} satisfies CommandSpec<ParseArgsOptionsConfig>;

describe('readCommandLine', () => {
  it.each([['--help'], ['-h'], ['file.db', '--help'], ['--bogus', '--help'], ['--runs', '3', '-h', 'a', 'b', 'c']])(
    'asks for the usage on %s, whatever else stands beside it',
    (...args) => {
      expect(readCommandLine(restoreLike, args)).toEqual({ kind: 'help' });
    },
  );

  it('reads declared options and arguments, with the defaults', () => {
    expect(readCommandLine(restoreLike, ['file.db'])).toEqual({
      kind: 'run',
      values: { 'no-save': false, runs: '1' },
      positionals: ['file.db'],
    });
    expect(readCommandLine(restoreLike, ['--no-save', 'file.db', '--runs=3', 'x'])).toEqual({
      kind: 'run',
      values: { 'no-save': true, runs: '3' },
      positionals: ['file.db', 'x'],
    });
  });

  it.each([
    [['file.db', '--bogus'], "Unknown option '--bogus'."],
    [['file.db', '-x'], "Unknown option '-x'."],
    [['file.db', '--no-save=yes'], "Option '--no-save' does not take an argument"],
    [['file.db', '--runs'], "Option '--runs <value>' argument missing"],
    [['file.db', '--runs', '--no-save'], "Option '--runs' argument is ambiguous."],
    [[], 'Missing <backup file>.'],
    [['a.db', 'b', 'c'], "Unexpected argument 'c'."],
  ])('refuses %j in one line: %s', (args, message) => {
    expect(readCommandLine(restoreLike, args)).toEqual({ kind: 'refused', message });
  });

  it('takes no arguments and no options unless it declares them', () => {
    const bare = { usage: 'Usage: npm run backup' };
    expect(readCommandLine(bare, [])).toEqual({ kind: 'run', values: {}, positionals: [] });
    expect(readCommandLine(bare, ['now'])).toEqual({ kind: 'refused', message: "Unexpected argument 'now'." });
    expect(readCommandLine(bare, ['--force'])).toEqual({ kind: 'refused', message: "Unknown option '--force'." });
  });

  it("passes another program's arguments on as they are, all but --help and -h", () => {
    const vitestLike = { usage: 'Usage: npm run test:api:postgres [-- <vitest arguments>]', passOn: true };
    const args = ['tests/api/likes.test.ts', '--reporter', 'verbose', '-t', 'a name', '--bail=1'];
    expect(readCommandLine(vitestLike, args)).toEqual({ kind: 'run', values: {}, positionals: args });
    expect(readCommandLine(vitestLike, ['--reporter', 'verbose', '--help'])).toEqual({ kind: 'help' });
  });

  it('reads an argument after -- as an argument, even one that looks like --help', () => {
    expect(readCommandLine(restoreLike, ['--', '--help'])).toEqual({
      kind: 'run',
      values: { 'no-save': false, runs: '1' },
      positionals: ['--help'],
    });
  });
});
