// tRPC procedures for mail, over the same services as REST (docs/rules/api-contract.md#mail-forms).
import { sendContactMessage } from '#server/forms/contact-messages.ts';
import { submitSchool } from '#server/forms/school-submissions.ts';
import { contactMessageInput, schoolSubmissionInput } from '#shared/schemas/mail-forms.ts';
import { inputOf } from '#transport/parse-input.ts';
import { publicProcedure, router } from '../init.ts';

export const mailRouter = router({
  submitSchool: publicProcedure.input(inputOf(schoolSubmissionInput)).mutation(async ({ ctx, input }) => {
    await submitSchool(input, ctx.clientAddress);
    return { success: true as const };
  }),

  contact: publicProcedure.input(inputOf(contactMessageInput)).mutation(async ({ ctx, input }) => {
    await sendContactMessage(input, ctx.clientAddress);
    return { success: true as const };
  }),
});
