// npm run representative -- grant <email> <university id> | revoke <email>: its usage (below;
// --help) says what it does; the rules are in docs/rules/trust-and-moderation.md#university-replies.
import { db } from '#server/infra/db.ts';
import { grantRepresentative, revokeRepresentative } from '#server/trust/representatives.ts';
import { requireDatabase } from './lib/database-target.ts';
import { commandLine, refuse } from './lib/command-line.ts';

const USAGE = `Usage: npm run representative -- grant <email> <university id> | revoke <email>
Makes the account with that email a representative of the university, who may reply to its
reviews in the university's name, or ends it (the only ways either happens). The account must first
have confirmed an address at one of the university's domains with a mailed code (profile, 'Verify
that you study here'). A revoked representative loses access with their next request.
Exit code 0: done (or nothing to change); 2: bad usage, no such account or university, or an
account without a confirmed address at the university.`;
const [command, email, idText] = commandLine({ usage: USAGE, positionals: ['grant or revoke', 'email', 'university id?'] }).positionals;
if (command !== 'grant' && command !== 'revoke') refuse(USAGE, `Unknown action '${command}': grant or revoke.`);
if (!email) refuse(USAGE, 'Missing <email>.');
const universityId = Number(idText);
if (command === 'grant' && !(Number.isSafeInteger(universityId) && universityId > 0)) refuse(USAGE, 'Missing or invalid <university id>.');

async function grant(email: string, universityId: number): Promise<number> {
  const outcome = await grantRepresentative(email, universityId);
  switch (outcome.kind) {
    case 'no-account':
      console.error(`No account has the email ${email}.`);
      return 2;
    case 'no-university':
      console.error(`No university has the id ${universityId}.`);
      return 2;
    case 'not-verified':
      console.error(
        `${outcome.username} has not confirmed an address at ${outcome.university}: they confirm one from their profile first, with the code mailed to it.`,
      );
      return 2;
    case 'already':
      console.log(`${outcome.username} already represents ${outcome.university}.`);
      return 0;
    case 'granted':
      console.log(`${outcome.username} now represents ${outcome.university}.`);
      return 0;
  }
}

async function revoke(email: string): Promise<number> {
  const result = await revokeRepresentative(email);
  if (!result) {
    console.error(`No account has the email ${email}.`);
    return 2;
  }
  console.log(
    result.university ? `${result.username} no longer represents ${result.university}.` : `${result.username} represented no university.`,
  );
  return 0;
}

let code: number;
try {
  requireDatabase();
  code = command === 'grant' ? await grant(email, universityId) : await revoke(email);
} catch (error) {
  console.error(`representative failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
}
await db().$disconnect();
process.exit(code);
