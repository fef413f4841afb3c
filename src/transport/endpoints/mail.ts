// The mail forms: suggesting a school and contacting the operator (docs/rules/api-contract.md#mail-forms).
import { z } from 'zod';
import { sendContactMessage } from '#server/forms/contact-messages.ts';
import { submitSchool } from '#server/forms/school-submissions.ts';
import { mailFormFailed } from '#server/infra/errors.ts';
import { EMAIL_MESSAGE } from '#shared/accounts/email.ts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  EMAIL_LENGTH_MAX,
  EMAIL_LENGTH_MIN,
  SCHOOL_COUNTRY_MAX,
  SCHOOL_NAME_MAX,
  SCHOOL_WEBSITE_MAX,
} from '#shared/limits.ts';
import { CONTACT_SUBJECTS, URL_MESSAGE, contactMessageInput, schoolSubmissionInput } from '#shared/schemas/mail-forms.ts';
import { inputOf } from '../parse-input.ts';
import { BODY_ERRORS, RATE_LIMITED, invalid, notAString, replyOf } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';

const EMAIL = `The sender's address: trimmed, ${EMAIL_LENGTH_MIN} to ${EMAIL_LENGTH_MAX} characters, local@domain.tld. Replies go there.`;
const upTo = (max: number, what: string) => `${what}, trimmed: at most ${max.toLocaleString('en')} characters.`;
const FAILED = replyOf(mailFormFailed(), 'The message could be neither stored nor mailed');

export const mailEndpoints = {
  submitSchool: endpoint({
    auth: 'none',
    input: inputOf(schoolSubmissionInput),
    run: async ({ input, clientAddress }) => {
      await submitSchool(input, clientAddress);
      return { success: true as const };
    },
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/email/submit-school',
      doc: {
        summary: 'Suggest a school',
        description: 'Stores the suggestion and mails it to the operator after the reply. All fields are required and trimmed.',
        tag: 'Mail forms',
        body: {
          schema: schoolSubmissionInput,
          fields: {
            name: upTo(SCHOOL_NAME_MAX, "The school's name"),
            country: upTo(SCHOOL_COUNTRY_MAX, 'Its country'),
            website: `${upTo(SCHOOL_WEBSITE_MAX, 'Its website')} An absolute http or https URL.`,
            email: EMAIL,
          },
        },
        reply: { status: 200, description: 'Received', schema: z.strictObject({ success: z.literal(true) }) },
        errors: [
          ...BODY_ERRORS,
          invalid('All fields are required'),
          ...notAString('name', 'country', 'website', 'email'),
          invalid(URL_MESSAGE),
          invalid(EMAIL_MESSAGE),
          invalid('name is too long'),
          invalid('country is too long'),
          invalid('website is too long'),
          RATE_LIMITED,
          FAILED,
        ],
      },
    },
  }),
  contact: endpoint({
    auth: 'none',
    input: inputOf(contactMessageInput),
    run: async ({ input, clientAddress }) => {
      await sendContactMessage(input, clientAddress);
      return { success: true as const };
    },
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/email/contact',
      doc: {
        summary: 'Contact the operator',
        description: 'Stores the message and mails it to the operator after the reply. All fields are required and trimmed.',
        tag: 'Mail forms',
        body: {
          schema: contactMessageInput,
          fields: {
            name: upTo(CONTACT_NAME_MAX, "The sender's name"),
            email: EMAIL,
            subject: `One of ${CONTACT_SUBJECTS.join(', ')}.`,
            message: upTo(CONTACT_MESSAGE_MAX, 'The message'),
          },
        },
        reply: {
          status: 200,
          description: 'Sent',
          schema: z.strictObject({ success: z.literal(true), message: z.literal('Email sent successfully') }),
        },
        errors: [
          ...BODY_ERRORS,
          invalid('All fields are required'),
          ...notAString('name', 'email', 'subject', 'message'),
          invalid(EMAIL_MESSAGE),
          invalid('Invalid subject'),
          invalid('name is too long'),
          invalid('message is too long'),
          RATE_LIMITED,
          FAILED,
        ],
      },
      reply: (result) => ({ status: 200, body: { ...result, message: 'Email sent successfully' } }),
    },
  }),
};
