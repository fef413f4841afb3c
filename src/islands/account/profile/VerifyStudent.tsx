// The profile's 'Verify you are a student': a university address gets a mailed code, the code makes
// the account a verified student (docs/rules/accounts-and-tokens.md#verified-students). Two steps,
// address then code; the server's messages show as they come. Once verified, the section names the
// university and can start again for another address.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { User } from '#shared/types.ts';
import { EMAIL_MESSAGE, isValidEmail } from '#shared/accounts/email.ts';
import { STUDENT_CODE_DIGITS } from '#shared/limits.ts';
import { api, updateUser } from '#stores/auth.ts';
import { ResultBanners } from '#islands/ui/Banner.tsx';
import { useRequest } from './use-request';
import { CODE_PATTERN, STUDENT_TEXTS, codeLabel } from './student-texts';

export default function VerifyStudent({ user }: { user: User }) {
  const verified = user.verified_university;
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const showForm = open || !verified;

  const done = (university: { id: number; name: string }) => {
    updateUser({ verified_university: university });
    setOpen(false);
    // The form goes away: the keyboard continues from the section's heading, which the result follows.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="verify-student-heading" className="mt-6 border-t border-slate-200 pt-6">
      <h2 id="verify-student-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {STUDENT_TEXTS.heading}
      </h2>
      <div role="status">
        {verified && !open && (
          <p className="mt-2 text-slate-800" data-testid="verified-university">
            {STUDENT_TEXTS.verifiedPrefix}
            <a href={`/university/${verified.id}`} className="font-semibold">
              {verified.name}
            </a>
          </p>
        )}
      </div>
      {showForm ? (
        <StudentForm onVerified={done} onCancel={verified ? () => setOpen(false) : undefined} />
      ) : (
        <button type="button" className="btn-secondary mt-3" onClick={() => setOpen(true)}>
          {STUDENT_TEXTS.verifyAnother}
        </button>
      )}
    </section>
  );
}

interface FormProps {
  onVerified: (university: { id: number; name: string }) => void;
  /** Offered when the account is already verified: closes the form. */
  onCancel?: () => void;
}

/** Mounted while open, so each opening starts from an empty address. */
function StudentForm({ onVerified, onCancel }: FormProps) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useRequest(setError);
  const codeField = useRef<HTMLInputElement>(null);
  // The address form gives way to the code field: the keyboard goes there too.
  useEffect(() => {
    if (sentTo !== null) codeField.current?.focus();
  }, [sentTo]);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) return setError(EMAIL_MESSAGE);
    setError(null);
    void run(async () => {
      const reply = await api.account.verifyStudent.mutate({ email: address });
      setNotice(reply.message);
      setCode('');
      setSentTo(address);
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void run(async () => {
      const reply = await api.account.confirmStudent.mutate({ code: code.trim() });
      onVerified(reply.verified_university);
    });
  };

  const otherAddress = () => {
    setSentTo(null);
    setNotice(null);
    setError(null);
  };

  return (
    <div className="mt-2 space-y-3">
      <p className="text-sm text-slate-700">{STUDENT_TEXTS.explain}</p>
      <ResultBanners error={error} notice={notice} onDismiss={() => setError(null)} />
      {sentTo === null ? (
        <form noValidate onSubmit={sendCode} className="space-y-3">
          <div>
            <label htmlFor="student-email" className="label">
              {STUDENT_TEXTS.emailLabel}
            </label>
            <input
              id="student-email"
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              className="input"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? STUDENT_TEXTS.sending : STUDENT_TEXTS.send}
            </button>
            {onCancel && (
              <button type="button" className="btn-secondary" disabled={busy} onClick={onCancel}>
                {STUDENT_TEXTS.cancel}
              </button>
            )}
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={confirm} className="space-y-3">
          <div>
            <label htmlFor="student-code" className="label">
              {codeLabel(sentTo)}
            </label>
            <input
              id="student-code"
              ref={codeField}
              className="input max-w-48 text-lg tracking-widest tabular-nums"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={CODE_PATTERN}
              value={code}
              // Kept to digits: a pasted '123 456' or '123-456' becomes the code.
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, STUDENT_CODE_DIGITS))}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? STUDENT_TEXTS.verifying : STUDENT_TEXTS.verify}
            </button>
            <button type="button" className="btn-secondary" disabled={busy} onClick={otherAddress}>
              {STUDENT_TEXTS.otherAddress}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
