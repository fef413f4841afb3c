// Shared delivery of the mail forms: store the submission, then mail it to the operator after
// the reply. Only when it can be neither stored nor mailed does the caller get a 500.
import { runInBackground } from '#server/infra/background-tasks.ts';
import { mailFormFailed } from '#server/infra/errors.ts';
import { sendMail, type MailMessage } from '#server/mail/mailer.ts';

/** Stores the submission and mails it; 500 "Failed to send email" only when both fail. */
export async function storeAndMail(store: () => Promise<unknown>, mail: MailMessage): Promise<void> {
  try {
    await store();
  } catch (storeError) {
    console.error('Could not store a form submission; mailing it now instead:', storeError);
    try {
      await sendMail(mail);
      return;
    } catch (mailError) {
      console.error('Could not mail the form submission either:', mailError);
      throw mailFormFailed();
    }
  }
  runInBackground('form mail', () => sendMail(mail));
}
