// /contact: name, email, subject and message, all required and checked here first. On success a
// thank-you banner shows for 3 seconds, then the form is cleared; on failure an alert says so.
// Server-rendered with uncontrolled fields, so the form is there before the code loads and keeps
// what was typed meanwhile; it needs JavaScript to send (the page passes its no-JavaScript note
// as `children`).
import { useEffect, useRef, type ReactNode } from 'react';
import { api } from '#stores/auth.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '#shared/limits.ts';
import type { ContactSubject } from '#shared/schemas/mail-forms.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import { ErrorBanner } from '#islands/ui/Banner.tsx';
import { formText } from '#islands/ui/field-text.ts';
import { contactFormErrors, type ContactForm as Form } from './checks';
import { SUBJECT_OPTIONS } from './contact-subjects';
import Field, { CONTROL_CLASS, InputField } from './Field';
import { useMailForm, type MailForm } from './use-mail-form';

export const CONTACT_BANNER_MS = 3000;
export const CONTACT_FAILURE = 'Failed to send message. Please try again.';

function subjectOf(value: string): ContactSubject | '' {
  return SUBJECT_OPTIONS.find((option) => option.value === value)?.value ?? '';
}

function readContact(form: HTMLFormElement): Form {
  const read = (field: keyof Form) => formText(form, field);
  return { name: read('name'), email: read('email'), subject: subjectOf(read('subject')), message: read('message') };
}

function sendContact(form: Form) {
  // Checked first: a subject is chosen.
  return api.mail.contact.mutate({ name: form.name.trim(), email: form.email.trim(), subject: form.subject, message: form.message.trim() });
}

const CONTACT: MailForm<Form> = { ids: 'contact', read: readContact, check: contactFormErrors, send: sendContact, log: 'Contact message' };

export default function ContactForm({ children }: { children?: ReactNode }) {
  const live = useLiveIsland<HTMLDivElement>();
  const formRef = useRef<HTMLFormElement>(null);
  const { sending, sent, setSent, failed, setFailed, submit, field } = useMailForm(CONTACT);
  const subject = field('subject');
  const message = field('message');

  // The banner stays 3 seconds; then the form starts empty again.
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      formRef.current?.reset();
    }, CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent, setSent]);

  return (
    <div ref={live} className="card mt-6">
      {children}
      {/* Always in the page, so that screen readers announce the banner when it appears. */}
      <div role="status" className={sent ? 'mb-4' : undefined}>
        {sent && (
          <p className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900" data-testid="contact-thanks">
            Thank you for your message! We'll get back to you soon.
          </p>
        )}
      </div>
      <form ref={formRef} method="post" className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        {failed && <ErrorBanner onDismiss={() => setFailed(false)}>{CONTACT_FAILURE}</ErrorBanner>}
        <InputField label="Name" {...field('name')} type="text" maxLength={CONTACT_NAME_MAX} autoComplete="name" />
        <InputField label="Email" {...field('email')} type="email" autoComplete="email" />
        <Field id={subject.id} label="Subject" error={subject.error}>
          <select name={subject.name} required defaultValue="" className={CONTROL_CLASS} onChange={subject.onChange}>
            <option value="" disabled>
              Choose a subject
            </option>
            {SUBJECT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={message.id}
          label="Message"
          error={message.error}
          hint="Reporting a review? Name the university and quote a few words of the review."
        >
          <textarea
            name={message.name}
            maxLength={CONTACT_MESSAGE_MAX}
            rows={6}
            required
            className={CONTROL_CLASS}
            onChange={message.onChange}
          />
        </Field>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending} aria-disabled={sent || undefined}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </form>
    </div>
  );
}
