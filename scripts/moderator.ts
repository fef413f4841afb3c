// npm run moderator -- grant <email> | revoke <email>
// Gives an account the moderator role, or takes it back: the only way the role changes
// (docs/rules/trust-and-moderation.md#moderators). A revoked moderator loses access with their
// next request. Exit code 0: done (or nothing to change); 2: bad usage or no such account.
import { db } from '#server/db.ts';
import { setRole } from '#server/trust/moderators.ts';
import { requireDatabase } from './lib/database-target.ts';

const USAGE = 'Usage: npm run moderator -- grant <email> | revoke <email>';
const [command, email, ...rest] = process.argv.slice(2);

async function main(): Promise<number> {
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length) {
    console.error(USAGE);
    return 2;
  }
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
  code = await main();
} catch (error) {
  console.error(`moderator failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
}
await db().$disconnect();
process.exit(code);
