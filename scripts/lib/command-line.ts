// The command line of every operator command (`npm run <command> -- ...`), on node:util parseArgs
// in strict mode. `--help` or `-h` prints the command's usage to stdout and exits 0 before the
// command does anything (an operator asking what a command does must never set it off); an option
// it does not know, an option missing its value, or too few or too many arguments print one line
// saying so and the usage to stderr, exit code 2.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

export interface CommandSpec<Options extends ParseArgsOptionsConfig> {
  /** What --help prints: `Usage: npm run ...`, then what the command does, its arguments and options with their defaults. */
  usage: string;
  options?: Options;
  /** The positional arguments' names, in order; a name ending in `?` is optional (those come last). */
  positionals?: string[];
  /** The arguments are another program's (test:api:postgres hands them to Vitest): only --help and -h are read. */
  passOn?: boolean;
}

type Values<Options extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: Options; strict: true; allowPositionals: true }>
>['values'];

export type CommandLineReading<Options extends ParseArgsOptionsConfig> =
  { kind: 'help' } | { kind: 'refused'; message: string } | { kind: 'run'; values: Values<Options>; positionals: string[] };

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/** What the arguments ask for, without printing or exiting. */
export function readCommandLine<Options extends ParseArgsOptionsConfig>(
  spec: CommandSpec<Options>,
  args: string[],
): CommandLineReading<Options> {
  const known = { ...spec.options, ...HELP };
  // A lenient first pass finds --help wherever it stands, even beside an option that is refused.
  const { tokens } = parseArgs({ args, options: known, strict: false, allowPositionals: true, tokens: true });
  if (tokens.some((token) => token.kind === 'option' && token.name === 'help')) return { kind: 'help' };
  if (spec.passOn) return { kind: 'run', values: {} as Values<Options>, positionals: args };
  const unknown = tokens.find((token) => token.kind === 'option' && !Object.hasOwn(known, token.name));
  if (unknown?.kind === 'option') return { kind: 'refused', message: `Unknown option '${unknown.rawName}'.` };

  let parsed: { values: Values<Options>; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: spec.options ?? ({} as Options), strict: true, allowPositionals: true });
  } catch (error) {
    // Node's message is one line, but for the ambiguous value of an option, which adds two hints.
    return { kind: 'refused', message: (error as Error).message.split('\n')[0]! };
  }
  const names = spec.positionals ?? [];
  const required = names.filter((name) => !name.endsWith('?'));
  if (parsed.positionals.length < required.length) {
    return { kind: 'refused', message: `Missing <${required[parsed.positionals.length]}>.` };
  }
  if (parsed.positionals.length > names.length) {
    return { kind: 'refused', message: `Unexpected argument '${parsed.positionals[names.length]}'.` };
  }
  return { kind: 'run', ...parsed };
}

/**
 * Reads the command's arguments (process.argv after the script): on --help prints the usage and
 * exits 0; on a mistake refuses (below).
 */
export function commandLine<Options extends ParseArgsOptionsConfig>(spec: CommandSpec<Options>, args = process.argv.slice(2)) {
  const reading = readCommandLine(spec, args);
  if (reading.kind === 'help') {
    console.log(spec.usage);
    process.exit(0);
  }
  if (reading.kind === 'refused') return refuse(spec.usage, reading.message);
  return { values: reading.values, positionals: reading.positionals };
}

/** Says what is wrong, in one line, then the usage, on stderr; exit code 2. For the checks only the command can make. */
export function refuse(usage: string, message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}
