// npm run moderator -- grant <email> | revoke <email>: its usage (below; --help) says what it
// does; the rules are in docs/rules/trust-and-moderation.md#moderators.
import { db } from '#server/infra/db.ts';
import { setRole } from '#server/trust/moderators.ts';
import { requireDatabase } from './lib/database-target.ts';
import { commandLine, refuse } from './lib/command-line.ts';

const USAGE = `Usage: npm run moderator -- grant <email> | revoke <email>
Gives the account with that email the moderator role in the database DATABASE_URL names, or takes
it back: the only way the role changes. A revoked moderator loses access with their next request.
Exit code 0: done (or nothing to change); 2: bad usage or no such account.`;
const [command, email] = commandLine({ usage: USAGE, positionals: ['grant or revoke', 'email'] }).positionals;
if (command !== 'grant' && command !== 'revoke') refuse(USAGE, `Unknown action '${command}': grant or revoke.`);
if (!email) refuse(USAGE, 'Missing <email>.');

async function main(command: 'grant' | 'revoke', email: string): Promise<number> {
  try {
    requireDatabase();
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const result = await setRole(email, command === 'grant' ? 'moderator' : 'member');
  if (!result) {
    console.error(`No account has the email ${email}.`);
    return 2;
  }
  const who = `${result.username} <${email.trim().toLowerCase()}>`;
  if (command === 'grant') console.log(result.changed ? `${who} is now a moderator.` : `${who} is already a moderator.`);
  else console.log(result.changed ? `${who} is no longer a moderator.` : `${who} was not a moderator.`);
  return 0;
}

let code: number;
try {
  code = await main(command, email);
} catch (error) {
  console.error(`moderator failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
}
await db().$disconnect();
process.exit(code);
