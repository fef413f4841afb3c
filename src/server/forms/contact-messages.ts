// The contact form: a message, stored and mailed to the operator (plain text).
import { db } from '#server/infra/db.ts';
import { settings } from '#server/infra/env.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import { limitKeys } from '#server/ratelimit/limit-keys.ts';
import { CONTACT_SUBJECT_LABELS as SUBJECT_LABELS, type ContactSubject } from '#shared/schemas/mail-forms.ts';
import { storeAndMail } from './deliver.ts';

export interface ContactMessage {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

/** Records a contact message and mails it to OPERATOR_EMAIL. */
export async function sendContactMessage(input: ContactMessage, clientAddress: string): Promise<void> {
  await enforceRateLimit('mailForm', limitKeys(clientAddress, input.email));
  await storeAndMail(() => db().contactMessage.create({ data: input, select: { id: true } }), {
    to: settings().OPERATOR_EMAIL,
    replyTo: input.email,
    subject: `Contact form: ${SUBJECT_LABELS[input.subject]}`,
    text: [`From: ${input.name} <${input.email}>`, `Subject: ${SUBJECT_LABELS[input.subject]}`, '', input.message].join('\n'),
  });
}
