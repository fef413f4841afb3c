// "Add your school": a suggested university, stored and mailed to the operator (plain text).
import { db } from '#server/infra/db.ts';
import { settings } from '#server/infra/env.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import { limitKeys } from '#server/ratelimit/limit-keys.ts';
import { singleLine } from '#server/mail/mailer.ts';
import { storeAndMail } from './deliver.ts';

export interface SchoolSubmission {
  name: string;
  country: string;
  website: string;
  email: string;
}

/** Records a school suggestion and mails it to OPERATOR_EMAIL. */
export async function submitSchool(input: SchoolSubmission, clientAddress: string): Promise<void> {
  await enforceRateLimit('mailForm', limitKeys(clientAddress, input.email));
  await storeAndMail(() => db().schoolSubmission.create({ data: input, select: { id: true } }), {
    to: settings().OPERATOR_EMAIL,
    replyTo: input.email,
    subject: `School submission: ${singleLine(input.name)}`,
    text: [
      'A visitor suggested a school to add.',
      '',
      `Name: ${input.name}`,
      `Country: ${input.country}`,
      `Website: ${input.website}`,
      `Email: ${input.email}`,
    ].join('\n'),
  });
}
