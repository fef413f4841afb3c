// What a production start (NODE_ENV=production) cannot do without. A developer's machine gets
// defaults for all of these (a generated secret, localhost, an outbox folder); in production each
// default would be wrong in a way nobody notices until it hurts, so the start is refused instead.
// Checked by `npm start` (scripts/start.ts) before anything else, and by the server itself
// (serve-build.ts) before it loads the build's handler.

/** The missing or unsafe settings, each with why it is needed; empty outside production. */
export function productionSettingProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.AUTH_SECRET) problems.push('AUTH_SECRET is not set: the key that signs access tokens (32 or more characters)');
  else if (env.AUTH_SECRET.length < 32) problems.push('AUTH_SECRET is too short: it must be 32 or more characters');
  if (!env.SITE_URL) problems.push('SITE_URL is not set: the public address used in links, mail and the sitemap (https://...)');
  if (!env.SMTP_URL && !env.OUTBOX_DIR) problems.push('SMTP_URL is not set (and no OUTBOX_DIR was chosen): mail would go nowhere');
  return problems;
}

/** Exits with a message naming every problem when a production start lacks what it needs. */
export function refuseUnsafeProductionStart(env: NodeJS.ProcessEnv = process.env): void {
  const problems = productionSettingProblems(env);
  if (problems.length === 0) return;
  console.error(`Refusing to start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
