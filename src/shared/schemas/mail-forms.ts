// Request schemas of the two mail forms (docs/rules/api-contract.md#mail-forms), in the documented
// check order.
import { z } from 'zod';
import { emailRule, normalizeEmail, withPresence, rule, text } from './form-checks.ts';
import { isWebUrl } from '../site/web-url.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, SCHOOL_COUNTRY_MAX, SCHOOL_NAME_MAX, SCHOOL_WEBSITE_MAX } from '../limits.ts';

export const URL_MESSAGE = 'Please enter a valid URL';

/** The subjects of the contact form, in the form's order; `copyright` is labelled "Report a review". */
export const CONTACT_SUBJECTS = ['general', 'support', 'feedback', 'partnership', 'copyright', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** What the form and the operator's mail show for each subject. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General inquiry',
  support: 'Support',
  feedback: 'Feedback',
  partnership: 'Partnership',
  copyright: 'Report a review',
  other: 'Other',
};

export { isWebUrl };

const notLonger = <T>(field: keyof T & string, max: number) =>
  rule<T>((input) => String(input[field]).length <= max, `${field} is too long`);

type School = { name: string; country: string; website: string; email: string };

/** Submit a school: presence, URL, email, lengths. */
export const schoolSubmissionInput = withPresence(
  z.object({
    name: text('name').trim(),
    country: text('country').trim(),
    website: text('website').trim(),
    email: text('email').trim(),
  }),
  'All fields are required',
)
  .refine(...rule<School>((input) => isWebUrl(input.website), URL_MESSAGE))
  .refine(...emailRule<School>())
  .refine(...notLonger<School>('name', SCHOOL_NAME_MAX))
  .refine(...notLonger<School>('country', SCHOOL_COUNTRY_MAX))
  .refine(...notLonger<School>('website', SCHOOL_WEBSITE_MAX))
  .transform((input) => ({ ...input, email: normalizeEmail(input.email) }));
export type SchoolSubmissionInput = z.output<typeof schoolSubmissionInput>;

type Contact = { name: string; email: string; subject: string; message: string };

/** Contact: presence, email, subject, lengths. */
export const contactMessageInput = withPresence(
  z.object({
    name: text('name').trim(),
    email: text('email').trim(),
    subject: text('subject').trim(),
    message: text('message').trim(),
  }),
  'All fields are required',
)
  .refine(...emailRule<Contact>())
  .refine(...rule<Contact>((input) => (CONTACT_SUBJECTS as readonly string[]).includes(input.subject), 'Invalid subject'))
  .refine(...notLonger<Contact>('name', CONTACT_NAME_MAX))
  .refine(...notLonger<Contact>('message', CONTACT_MESSAGE_MAX))
  .transform((input) => ({ ...input, email: normalizeEmail(input.email), subject: input.subject as ContactSubject }));
export type ContactMessageInput = z.output<typeof contactMessageInput>;
