// /contact: name, email, subject and message, all required and checked here first. On success a
// thank-you banner shows for 3 seconds, then the form is cleared; on failure an alert says so.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '#stores/auth.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { typedValue } from '#lib/prefill.ts';
import type { ContactSubject } from '#shared/schemas/mail-forms.ts';
import { contactFormErrors, type ContactForm as Form, type FieldErrors } from './checks';
import { SUBJECT_OPTIONS } from './contact-subjects';
import { useCarriedFocus } from '../search/carried-focus';
import { ErrorBanner } from '../ui/Banner';
import Field from './Field';

export const CONTACT_BANNER_MS = 3000;
export const CONTACT_FAILURE = 'Failed to send message. Please try again.';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const INPUT = 'input aria-invalid:border-red-700 aria-invalid:border-2';
const EMPTY: Form = { name: '', email: '', subject: '', message: '' };

function typedSubject(): ContactSubject | '' {
  const value = typedValue('contact-subject');
  return SUBJECT_OPTIONS.some((option) => option.value === value) ? (value as ContactSubject) : '';
}

export default function ContactForm() {
  const [form, setForm] = useState<Form>(() => ({
    name: typedValue('contact-name'),
    email: typedValue('contact-email'),
    subject: typedSubject(),
    message: typedValue('contact-message'),
  }));
  const [errors, setErrors] = useState<FieldErrors<keyof Form>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  useCarriedFocus('contact-name', nameRef);

  // The banner stays 3 seconds; then the form starts empty again.
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      setForm(EMPTY);
    }, CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const edit = (field: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || sent) return;
    setFailed(false);
    const problems = contactFormErrors(form);
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await api.mail.contact.mutate({
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject as ContactSubject,
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
    <div className="card mt-6">
      {/* Always in the page, so that screen readers announce the banner when it appears. */}
      <div role="status" className={sent ? 'mb-4' : undefined}>
        {sent && (
          <p className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900" data-testid="contact-thanks">
            Thank you for your message! We'll get back to you soon.
          </p>
        )}
      </div>
      <form ref={formRef} className="space-y-4" onSubmit={submit} noValidate>
        {failed && <ErrorBanner onDismiss={() => setFailed(false)}>{CONTACT_FAILURE}</ErrorBanner>}
        <Field id="contact-name" label="Name" error={errors.name}>
          <input ref={nameRef} type="text" maxLength={255} autoComplete="name" required className={INPUT} value={form.name} onChange={(e) => edit('name')(e.target.value)} />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          <input type="email" autoComplete="email" required className={INPUT} value={form.email} onChange={(e) => edit('email')(e.target.value)} />
        </Field>
        <Field id="contact-subject" label="Subject" error={errors.subject}>
          <select required className={INPUT} value={form.subject} onChange={(e) => edit('subject')(e.target.value)}>
            <option value="" disabled>Choose a subject</option>
            {SUBJECT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </select>
        </Field>
        <Field id="contact-message" label="Message" error={errors.message} hint="Reporting a review? Name the university and quote a few words of the review.">
          <textarea maxLength={5000} rows={6} required className={INPUT} value={form.message} onChange={(e) => edit('message')(e.target.value)} />
        </Field>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending} aria-disabled={sent || undefined}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </form>
    </div>
  );
}
