// The subject options of the contact form. The values are the API's subject keys
// (docs/rules/api-contract.md#contact).
import type { ContactSubject } from '#shared/schemas/mail-forms.ts';

export const SUBJECT_OPTIONS: readonly { value: ContactSubject; label: string }[] = [
  { value: 'general', label: 'General question' },
  { value: 'support', label: 'Technical support' },
  { value: 'feedback', label: 'Feedback or feature request' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'copyright', label: 'Report a review' },
  { value: 'other', label: 'Other' },
];
