// The sending of a mail form: its fields read as the form would send them, checked here first
// (a message per field, focus on the first wrong one in the form's order), then sent once at a
// time. A field's message goes as soon as it is edited; a failed send is logged, and the form
// decides what to show for it.
import { useState, type FormEvent } from 'react';
import { apiErrorInfo } from '#lib/trpc.ts';
import type { FieldErrors } from './checks';

export interface MailForm<F> {
  /** The start of the fields' ids: `${ids}-${field name}`. */
  ids: string;
  read: (form: HTMLFormElement) => F;
  check: (values: F) => FieldErrors<keyof F & string>;
  send: (values: F) => Promise<unknown>;
  /** Names the form in the log line of a failed send. */
  log: string;
}

export function useMailForm<F>({ ids, read, check, send, log }: MailForm<F>) {
  const [errors, setErrors] = useState<FieldErrors<keyof F & string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || sent) return;
    const form = event.currentTarget;
    const values = read(form);
    setFailed(false);
    const problems: Partial<Record<string, string>> = check(values);
    setErrors(problems);
    const first = [...form.querySelectorAll<HTMLElement>('[name]')].find((control) => problems[control.getAttribute('name') ?? '']);
    if (first) {
      first.focus();
      return;
    }
    setSending(true);
    try {
      await send(values);
      setSent(true);
    } catch (error) {
      console.warn(`${log} failed:`, apiErrorInfo(error).message);
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  /** What a field's control takes: its id and name, its message, and the edit that clears it. */
  const field = (name: keyof F & string) => ({
    id: `${ids}-${name}`,
    name,
    error: errors[name],
    onChange: () => setErrors((current) => ({ ...current, [name]: undefined })),
  });

  return { sending, sent, setSent, failed, setFailed, submit, field };
}
