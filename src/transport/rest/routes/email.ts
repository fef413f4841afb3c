// REST routes under /api/email (docs/rules/api-contract.md#mail-forms). Thin: parse with the shared
// schemas, call a service, shape the reply.
import { sendContactMessage } from '#server/forms/contact-messages.ts';
import { submitSchool } from '#server/forms/school-submissions.ts';
import { contactMessageInput, schoolSubmissionInput } from '#shared/schemas/mail-forms.ts';
import { parseInput } from '#transport/parse-input.ts';
import { json, readJsonBody } from '../http.ts';
import type { Route } from '../router.ts';
import { contactDoc, submitSchoolDoc } from '../route-docs/email.ts';

export const emailRoutes: Route[] = [
  {
    method: 'POST',
    path: '/email/submit-school',
    doc: submitSchoolDoc,
    handler: async ({ request, clientAddress }) => {
      await submitSchool(parseInput(schoolSubmissionInput, await readJsonBody(request)), clientAddress);
      return json(200, { success: true });
    },
  },
  {
    method: 'POST',
    path: '/email/contact',
    doc: contactDoc,
    handler: async ({ request, clientAddress }) => {
      await sendContactMessage(parseInput(contactMessageInput, await readJsonBody(request)), clientAddress);
      return json(200, { success: true, message: 'Email sent successfully' });
    },
  },
];
