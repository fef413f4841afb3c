// /addSchool: name, country, website and email, all required. Checked here first, with a message
// per field; then 'Submitting...', the success panel and home after 500 ms. A failed submission
// is only logged (docs/rules/pages-and-search.md#mail-forms). Server-rendered with uncontrolled
// fields, so the form is there before the code loads and keeps what was typed meanwhile; it
// needs JavaScript to send (the page passes its no-JavaScript note as `children`).
import type { ReactNode } from 'react';
import { api } from '#stores/auth.ts';
import { SCHOOL_COUNTRY_MAX, SCHOOL_NAME_MAX, SCHOOL_WEBSITE_MAX } from '#shared/limits.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import { formText } from '#islands/ui/field-text.ts';
import { schoolFormErrors, withScheme, type SchoolForm } from './checks';
import { InputField } from './Field';
import { useMailForm, type MailForm } from './use-mail-form';

export const SCHOOL_REDIRECT_MS = 500;

/** The form's values as they will be sent; the website, with the scheme it gets, is shown in its field. */
function readSchool(form: HTMLFormElement): SchoolForm {
  const read = (field: keyof SchoolForm) => formText(form, field);
  const website = withScheme(read('website'));
  const field = form.elements.namedItem('website');
  if (field instanceof HTMLInputElement) field.value = website;
  return { name: read('name'), country: read('country'), website, email: read('email') };
}

async function sendSchool(school: SchoolForm) {
  await api.mail.submitSchool.mutate({
    name: school.name.trim(),
    country: school.country.trim(),
    website: school.website.trim(),
    email: school.email.trim(),
  });
  setTimeout(() => window.location.assign('/'), SCHOOL_REDIRECT_MS);
}

const SCHOOL: MailForm<SchoolForm> = {
  ids: 'school',
  read: readSchool,
  check: schoolFormErrors,
  send: sendSchool,
  log: 'School submission',
};

export default function AddSchoolForm({ children }: { children?: ReactNode }) {
  const live = useLiveIsland<HTMLDivElement>();
  const { sending, sent, submit, field } = useMailForm(SCHOOL);

  if (sent) {
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
      <form method="post" className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <InputField label="School name" {...field('name')} type="text" maxLength={SCHOOL_NAME_MAX} autoComplete="off" />
        <InputField label="Country" {...field('country')} type="text" maxLength={SCHOOL_COUNTRY_MAX} autoComplete="country-name" />
        <InputField
          label="Website"
          {...field('website')}
          type="url"
          maxLength={SCHOOL_WEBSITE_MAX}
          autoComplete="url"
          placeholder="https://www.example.edu"
        />
        <InputField
          label="Your email"
          hint="Only used if we have a question about your submission."
          {...field('email')}
          type="email"
          autoComplete="email"
        />
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? 'Submitting...' : 'Submit School'}
        </button>
      </form>
    </div>
  );
}
