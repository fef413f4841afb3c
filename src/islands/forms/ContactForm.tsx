// /contact: name, email, subject and message, all required and checked here first. On success a
// thank-you banner shows for 3 seconds, then the form is cleared; on failure an alert says so.
// Server-rendered with uncontrolled fields, so the form is there before the code loads and keeps
// what was typed meanwhile; it needs JavaScript to send (the page passes its no-JavaScript note
// as `children`).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { api } from '#stores/auth.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '#shared/limits.ts';
import type { ContactSubject } from '#shared/schemas/mail-forms.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import { ErrorBanner } from '#islands/ui/Banner.tsx';
import { formText } from '#islands/ui/field-text.ts';
import { contactFormErrors, type ContactForm as Form, type FieldErrors } from './checks';
import { SUBJECT_OPTIONS } from './contact-subjects';
import Field from './Field';

export const CONTACT_BANNER_MS = 3000;
export const CONTACT_FAILURE = 'Failed to send message. Please try again.';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const INPUT = 'input aria-invalid:border-red-700 aria-invalid:border-2';

function subjectOf(value: string): ContactSubject | '' {
  return SUBJECT_OPTIONS.find((option) => option.value === value)?.value ?? '';
}

export default function ContactForm({ children }: { children?: ReactNode }) {
  const live = useLiveIsland<HTMLDivElement>();
  const [errors, setErrors] = useState<FieldErrors<keyof Form>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The banner stays 3 seconds; then the form starts empty again.
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      formRef.current?.reset();
    }, CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const edited = (field: keyof Form) => () => setErrors((e) => ({ ...e, [field]: undefined }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || sent) return;
    const element = event.currentTarget;
    const read = (field: keyof Form) => formText(element, field);
    const form: Form = { name: read('name'), email: read('email'), subject: subjectOf(read('subject')), message: read('message') };
    setFailed(false);
    const problems = contactFormErrors(form);
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      await api.mail.contact.mutate({
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject,
        message: form.message.trim(),
      });
      setSent(true);
    } catch (error) {
      console.warn('Contact message failed:', apiErrorInfo(error).message);
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

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
      <form ref={formRef} method="post" className="space-y-4" onSubmit={submit} noValidate>
        {failed && <ErrorBanner onDismiss={() => setFailed(false)}>{CONTACT_FAILURE}</ErrorBanner>}
        <Field id="contact-name" label="Name" error={errors.name}>
          <input
            name="name"
            type="text"
            maxLength={CONTACT_NAME_MAX}
            autoComplete="name"
            required
            className={INPUT}
            onChange={edited('name')}
          />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          <input name="email" type="email" autoComplete="email" required className={INPUT} onChange={edited('email')} />
        </Field>
        <Field id="contact-subject" label="Subject" error={errors.subject}>
          <select name="subject" required defaultValue="" className={INPUT} onChange={edited('subject')}>
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
          id="contact-message"
          label="Message"
          error={errors.message}
          hint="Reporting a review? Name the university and quote a few words of the review."
        >
          <textarea name="message" maxLength={CONTACT_MESSAGE_MAX} rows={6} required className={INPUT} onChange={edited('message')} />
        </Field>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending} aria-disabled={sent || undefined}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </form>
    </div>
  );
}
