// Settings, read from process.env once and checked with zod, so a bad value fails at start with
// a message that names it. Every setting has a default that suits a developer's machine.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir } from './private-dir.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(file:|postgres(ql)?:\/\/)/,
      'must be a SQLite file URL such as file:./var/data.db, or a PostgreSQL URL such as postgresql://user@host:5432/unireviews',
    )
    .default('file:./var/data.db'),
  /** PostgreSQL only: connections each app process keeps open at most. */
  DATABASE_POOL_MAX: positiveInt(10),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SITE_URL: z.url().default('http://localhost:4321'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Uni Reviews <no-reply@localhost>'),
  OPERATOR_EMAIL: z.string().default('operator@localhost'),
  OUTBOX_DIR: z.string().default('var/outbox'),
  /** Where `npm run backup` writes; unset: `backups/` next to the database file (var/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  /**
   * The day of the week (0 Sunday .. 6 Saturday, UTC) on which the nightly job checks its SQLite
   * backup with the full integrity_check; the other nights use quick_check. 'every' checks fully
   * every night.
   */
  BACKUP_FULL_CHECK_DAY: z.enum(['0', '1', '2', '3', '4', '5', '6', 'every']).default('0'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** How long a bulk download must stay unchanged before it is compressed harder (decision 033). */
  BULK_SETTLE_SECONDS: positiveInt(30),
  /** How long an open-data file is served before the next one is built (decision 038). */
  OPEN_DATA_PERIOD_SECONDS: positiveInt(60),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
  RATE_LIMIT_LOGIN: positiveInt(10),
  RATE_LIMIT_LOGIN_ACCOUNT: positiveInt(50),
  RATE_LIMIT_PASSWORD_CHANGE: positiveInt(5),
  RATE_LIMIT_SIGNUP: positiveInt(5),
  RATE_LIMIT_FORGOT_PASSWORD: positiveInt(5),
  RATE_LIMIT_VERIFY_STUDENT: positiveInt(5),
  RATE_LIMIT_RESET_PASSWORD: positiveInt(10),
  RATE_LIMIT_REVIEW: positiveInt(10),
  RATE_LIMIT_LIKE: positiveInt(300),
  RATE_LIMIT_MAIL_FORM: positiveInt(5),
  RATE_LIMIT_REPORT: positiveInt(10),
  RATE_LIMIT_EDIT: positiveInt(10),
  /** How much a server process logs (infra/log.ts): pino's levels, or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lets a scraper that is not on loopback read /metrics with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long a stopped server process may take to finish the requests it has (decision 043). */
  SHUTDOWN_GRACE_SECONDS: positiveInt(10),
});

export const settingsSchema = schema;
export type Settings = z.infer<typeof schema>;

let cached: Settings | undefined;

/** The parsed settings; exits with a clear message when one is invalid. */
export function settings(): Settings {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change settings between cases; this forgets the parsed copy. */
export function resetSettingsForTests(): void {
  cached = undefined;
}

export type DatabaseKind = 'sqlite' | 'postgresql';

/** Which database DATABASE_URL names: an SQLite file (the default) or a PostgreSQL server. */
export function databaseKind(): DatabaseKind {
  return settings().DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgresql';
}

/** The absolute path of the SQLite file named by DATABASE_URL (relative to the working directory). */
export function databaseFile(): string {
  if (databaseKind() !== 'sqlite') throw new Error('DATABASE_URL names a PostgreSQL database; this needs an SQLite file (file:...).');
  return path.resolve(process.cwd(), settings().DATABASE_URL.replace(/^file:/, ''));
}

/** The absolute path of the backup folder: BACKUP_DIR, or `backups/` beside the SQLite file (var/backups on PostgreSQL). */
export function backupDir(): string {
  const configured = settings().BACKUP_DIR;
  if (configured) return path.resolve(process.cwd(), configured);
  return databaseKind() === 'sqlite' ? path.join(path.dirname(databaseFile()), 'backups') : path.resolve(process.cwd(), 'var/backups');
}

let secret: string | undefined;

/** The token-signing secret: AUTH_SECRET, or one generated on first use and kept in var/. */
export function authSecret(): string {
  secret ??= settings().AUTH_SECRET ?? generatedSecret();
  return secret;
}

function generatedSecret(): string {
  const file = path.resolve(process.cwd(), 'var/auth-secret');
  ensurePrivateDir(path.dirname(file));
  const generated = crypto.randomBytes(48).toString('base64url');
  try {
    // Created exclusively: of two processes starting at once, one writes and both read its key.
    fs.writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
    console.warn('AUTH_SECRET is not set: generated one in var/auth-secret. Set AUTH_SECRET in production.');
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
}
