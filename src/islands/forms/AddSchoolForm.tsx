// /addSchool: name, country, website and email, all required. Checked here first, with a message
// per field; then 'Submitting...', the success panel and home after 500 ms. A failed submission
// is only logged (docs/rules/pages-and-search.md#mail-forms). Server-rendered with uncontrolled
// fields, so the form is there before the code loads and keeps what was typed meanwhile; it
// needs JavaScript to send (the page passes its no-JavaScript note as `children`).
import { useState, type FormEvent, type ReactNode } from 'react';
import { api } from '#stores/auth.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { SCHOOL_COUNTRY_MAX, SCHOOL_NAME_MAX, SCHOOL_WEBSITE_MAX } from '#shared/limits.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import { formText } from '#islands/ui/field-text.ts';
import { schoolFormErrors, withScheme, type FieldErrors, type SchoolForm } from './checks';
import Field from './Field';

export const SCHOOL_REDIRECT_MS = 500;

const FIELDS = ['name', 'country', 'website', 'email'] as const;
const INPUT = 'input aria-invalid:border-red-700 aria-invalid:border-2';

export default function AddSchoolForm({ children }: { children?: ReactNode }) {
  const live = useLiveIsland<HTMLDivElement>();
  const [errors, setErrors] = useState<FieldErrors<keyof SchoolForm>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const edited = (field: keyof SchoolForm) => () => setErrors((e) => ({ ...e, [field]: undefined }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const read = (field: keyof SchoolForm) => formText(form, field);
    const checked: SchoolForm = {
      name: read('name'),
      country: read('country'),
      website: withScheme(read('website')),
      email: read('email'),
    };
    // The address as it will be sent, shown in the field.
    const website = form.elements.namedItem('website');
    if (website instanceof HTMLInputElement) website.value = checked.website;
    const problems = schoolFormErrors(checked);
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
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
      <div ref={live} className="card mt-6 border-green-300 bg-green-50 text-center text-green-900" role="status">
        <h2 className="text-xl font-semibold">Submission successful!</h2>
        <p className="mt-2">We'll review your submission and add it soon.</p>
      </div>
    );
  }

  return (
    <div ref={live} className="card mt-6">
      {children}
      <form method="post" className="space-y-4" onSubmit={submit} noValidate>
        <Field id="school-name" label="School name" error={errors.name}>
          <input
            name="name"
            type="text"
            maxLength={SCHOOL_NAME_MAX}
            autoComplete="off"
            required
            className={INPUT}
            onChange={edited('name')}
          />
        </Field>
        <Field id="school-country" label="Country" error={errors.country}>
          <input
            name="country"
            type="text"
            maxLength={SCHOOL_COUNTRY_MAX}
            autoComplete="country-name"
            required
            className={INPUT}
            onChange={edited('country')}
          />
        </Field>
        <Field id="school-website" label="Website" error={errors.website}>
          <input
            name="website"
            type="url"
            maxLength={SCHOOL_WEBSITE_MAX}
            autoComplete="url"
            required
            placeholder="https://www.example.edu"
            className={INPUT}
            onChange={edited('website')}
          />
        </Field>
        <Field id="school-email" label="Your email" error={errors.email} hint="Only used if we have a question about your submission.">
          <input name="email" type="email" autoComplete="email" required className={INPUT} onChange={edited('email')} />
        </Field>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? 'Submitting...' : 'Submit School'}
        </button>
      </form>
    </div>
  );
}
