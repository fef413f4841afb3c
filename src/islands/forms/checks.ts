// The browser checks of the two mail forms (docs/rules/pages-and-search.md#mail-forms: every field
// required, a valid URL and a valid email, a subject chosen), one clear message per field. The
// server checks again.
import { EMAIL_MESSAGE, isValidEmail } from '#shared/accounts/email.ts';
import { isWebUrl } from '#shared/site/web-url.ts';
import type { ContactSubject } from '#shared/schemas/mail-forms.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface SchoolForm {
  name: string;
  country: string;
  website: string;
  email: string;
}

export interface ContactForm {
  name: string;
  email: string;
  subject: ContactSubject | '';
  message: string;
}

/** 'www.example.edu' is what most people type: read it as https://www.example.edu. */
export function withScheme(website: string): string {
  const text = website.trim();
  if (!text || /^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  return /^[^\s/]+\.[^\s/]+/.test(text) ? `https://${text}` : text;
}

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.';
  return isValidEmail(email.trim()) ? undefined : EMAIL_MESSAGE;
}

export function schoolFormErrors(form: SchoolForm): FieldErrors<keyof SchoolForm> {
  const errors: FieldErrors<keyof SchoolForm> = {};
  if (!form.name.trim()) errors.name = "Enter the school's name.";
  if (!form.country.trim()) errors.country = 'Enter the country the school is in.';
  if (!form.website.trim()) errors.website = "Enter the school's website.";
  else if (!isWebUrl(form.website.trim())) errors.website = 'Please enter a valid URL, such as https://www.example.edu';
  const email = emailError(form.email);
  if (email) errors.email = email;
  return errors;
}

export function contactFormErrors(form: ContactForm): FieldErrors<keyof ContactForm> {
  const errors: FieldErrors<keyof ContactForm> = {};
  if (!form.name.trim()) errors.name = 'Enter your name.';
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (!form.subject) errors.subject = 'Choose a subject.';
  if (!form.message.trim()) errors.message = 'Enter your message.';
  return errors;
}
