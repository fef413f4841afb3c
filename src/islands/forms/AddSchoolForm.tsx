// /addSchool: name, country, website and email, all required. Checked here first, with a message
// per field; then 'Submitting...', the success panel and home after 500 ms. A failed submission
// is only logged (docs/rules/pages-and-search.md#mail-forms).
import { useRef, useState, type FormEvent } from 'react';
import { api } from '#stores/auth.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { typedValue } from '#lib/prefill.ts';
import { schoolFormErrors, withScheme, type FieldErrors, type SchoolForm } from './checks';
import { useCarriedFocus } from '../search/carried-focus';
import Field from './Field';

export const SCHOOL_REDIRECT_MS = 500;

const FIELDS = ['name', 'country', 'website', 'email'] as const;
const fieldId = (field: keyof SchoolForm) => `school-${field}`;
const INPUT = 'input aria-invalid:border-red-700 aria-invalid:border-2';

export default function AddSchoolForm() {
  const [form, setForm] = useState<SchoolForm>(() => ({
    name: typedValue('school-name'),
    country: typedValue('school-country'),
    website: typedValue('school-website'),
    email: typedValue('school-email'),
  }));
  const [errors, setErrors] = useState<FieldErrors<keyof SchoolForm>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  useCarriedFocus('school-name', nameRef);

  const edit = (field: keyof SchoolForm) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = { ...form, website: withScheme(form.website) };
    setForm(checked);
    const problems = schoolFormErrors(checked);
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await api.mail.submitSchool.mutate({
        name: checked.name.trim(),
        country: checked.country.trim(),
        website: checked.website.trim(),
        email: checked.email.trim(),
      });
      setDone(true);
      setTimeout(() => window.location.assign('/'), SCHOOL_REDIRECT_MS);
    } catch (error) {
      console.warn('School submission failed:', apiErrorInfo(error).message);
      setSending(false);
    }
  }

  if (done) {
    return (
      <div className="card mt-6 border-green-300 bg-green-50 text-center text-green-900" role="status">
        <h2 className="text-xl font-semibold">Submission successful!</h2>
        <p className="mt-2">We'll review your submission and add it soon.</p>
      </div>
    );
  }

  return (
    <div className="card mt-6">
      <form ref={formRef} className="space-y-4" onSubmit={submit} noValidate>
        <Field id="school-name" label="School name" error={errors.name}>
          <input ref={nameRef} type="text" maxLength={255} autoComplete="off" required className={INPUT} value={form.name} onChange={(e) => edit('name')(e.target.value)} />
        </Field>
        <Field id="school-country" label="Country" error={errors.country}>
          <input type="text" maxLength={100} autoComplete="country-name" required className={INPUT} value={form.country} onChange={(e) => edit('country')(e.target.value)} />
        </Field>
        <Field id="school-website" label="Website" error={errors.website}>
          <input type="url" maxLength={2048} autoComplete="url" required placeholder="https://www.example.edu" className={INPUT} value={form.website} onChange={(e) => edit('website')(e.target.value)} />
        </Field>
        <Field id="school-email" label="Your email" error={errors.email} hint="Only used if we have a question about your submission.">
          <input type="email" autoComplete="email" required className={INPUT} value={form.email} onChange={(e) => edit('email')(e.target.value)} />
        </Field>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? 'Submitting...' : 'Submit School'}
        </button>
      </form>
    </div>
  );
}
