// The texts of the profile's 'Verify you are a student' and 'Download my data' sections
// (docs/rules/accounts-and-tokens.md#verified-students, docs/rules/open-data.md#your-own-data).
// Zod-free, for the island: the server's own messages arrive in its replies.
import { STUDENT_CODE_DIGITS } from '#shared/limits.ts';

export const STUDENT_TEXTS = {
  heading: 'Verify you are a student',
  explain:
    "Your university e-mail address proves you study there, and your reviews of it then carry the 'Verified student' mark; we keep only a fingerprint of the address, never the address.",
  emailLabel: 'University e-mail address',
  send: 'Send code',
  sending: 'Sending...',
  verify: 'Verify',
  verifying: 'Verifying...',
  otherAddress: 'Use another address',
  verifyAnother: 'Verify another address',
  cancel: 'Cancel',
  verifiedPrefix: 'Verified student of ',
} as const;

/** The label of the code field, naming where the code went. */
export const codeLabel = (email: string) => `Enter the ${STUDENT_CODE_DIGITS}-digit code we sent to ${email}`;

export const CODE_PATTERN = `[0-9]{${STUDENT_CODE_DIGITS}}`;

export const DOWNLOAD_TEXTS = {
  heading: 'Download my data',
  explain: 'One JSON file with your account details, the reviews you signed (with their status), the reviews you liked and your reports.',
  button: 'Download my data',
  busy: 'Preparing...',
  done: 'Your data was saved as a file.',
} as const;
