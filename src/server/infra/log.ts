// The log of a server process (docs/decisions/043-operability.md): one JSON line per request and
// per event, through pino, on standard output, at LOG_LEVEL; pretty-printed when the output is a
// terminal (`npm start` run by hand). A line written while a request is handled carries its
// request id. The server routes the console here too (routeConsoleToLog), so the messages of the
// services, Astro and the transports become JSON lines as well; the commands and the tests keep
// their plain console. Personal data never goes into a line: the request lines carry only the
// fields the edge chooses, and the text of a message or an error passes through `scrub` first.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { settings } from './env.ts';

/** What a line written while a request is handled says about it. */
export interface RequestContext {
  id: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it starts) as part of the request: its lines carry the request's id. */
export function inRequest<T>(context: RequestContext, work: () => T): T {
  return requestContext.run(context, work);
}

/**
 * What may stand in a message or an error's text and must not reach a log line, each with what
 * takes its place (or undefined where the match turns out to be something else): bearer and JSON
 * web tokens, e-mail addresses, long random strings (refresh, reset and session tokens), and IP
 * addresses other than loopback (a client's; the server's own loopback address stays readable).
 */
const PERSONAL: [RegExp, (found: string) => string | undefined][] = [
  [/\bBearer\s+[^\s"',;]+/gi, () => 'Bearer [token]'],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, () => '[token]'],
  [/[\w.!#$%&'*+=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, () => '[email]'],
  [/\b[\w-]{32,}\b/g, () => '[secret]'],
  [/(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])/g, (found) => (isIP(found) === 4 && !found.startsWith('127.') ? '[address]' : undefined)],
  // Candidates with two colons or more; a time of day (12:34:56) is no address.
  [
    /(?<![\w:])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:])/gi,
    (found) => (isIP(found) === 6 && found !== '::1' ? '[address]' : undefined),
  ],
];

/** The text with every kind of personal data above replaced. */
export function scrub(text: string): string {
  let result = text;
  for (const [pattern, replace] of PERSONAL) result = result.replace(pattern, (found) => replace(found) ?? found);
  return result;
}

/** An error as a log line carries it: type, message and stack (and its own fields), scrubbed. */
function scrubbedError(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrub(error) : error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.entries(serialized).map(([key, value]) => [key, typeof value === 'string' ? scrub(value) : value]));
}

/** pino-pretty, when the output is a terminal and it is installed; else undefined (JSON lines). */
function prettyStream(): DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
    return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

let logger: Logger | undefined;

/** The process's logger, made on first use at LOG_LEVEL. */
export function log(): Logger {
  if (logger) return logger;
  const pretty = prettyStream();
  logger = pino(
    {
      level: settings().LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names rather than numbers in JSON; pino-pretty reads the numbers.
      ...(!pretty && { formatters: { level: (label: string) => ({ level: label }) } }),
      serializers: { err: scrubbedError },
      mixin: () => {
        const context = requestContext.getStore();
        return context ? { request_id: context.id } : {};
      },
    },
    // Written without blocking the event loop, so a slow reader of the output never holds up a
    // request, and lines that come while a write is under way go out together in the next one.
    // pino flushes what is left when the process exits.
    pretty ?? pino.destination({ dest: 1, sync: false }),
  );
  return logger;
}

type ConsoleLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * From now on, console.log, info, warn, error and debug write log lines: the text formatted as the
 * console would and scrubbed, an Error among the arguments as the line's `err` (with its stack).
 * For the server process only (src/edge/serve-build.ts).
 */
export function routeConsoleToLog(): void {
  const logger = log();
  const bridge =
    (level: ConsoleLevel) =>
    (...args: unknown[]) => {
      if (!logger.isLevelEnabled(level)) return;
      const error = args.find((arg) => arg instanceof Error);
      const text = scrub(format(...args.filter((arg) => arg !== error)));
      if (error) logger[level]({ err: error }, text);
      else logger[level](text);
    };
  console.debug = bridge('debug');
  console.log = bridge('info');
  console.info = bridge('info');
  console.warn = bridge('warn');
  console.error = bridge('error');
}
