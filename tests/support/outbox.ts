// Reads the .eml files the mailer wrote to OUTBOX_DIR (no SMTP_URL in tests).
import fs from 'node:fs';
import path from 'node:path';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';

export interface OutboxMail {
  file: string;
  to: string;
  replyTo: string | null;
  subject: string;
  contentType: string;
  /** The decoded body. */
  text: string;
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function decodeHeader(value: string): string {
  return value
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) => decodeQuotedPrintable(text.replace(/_/g, ' ')))
    .replace(/\?=\s+=\?/g, '');
}

/** Waits for background mail, then returns every mail in the outbox, oldest first. */
export async function readOutbox(): Promise<OutboxMail[]> {
  await settleBackgroundTasks();
  return readMailsIn(process.env.OUTBOX_DIR!);
}

/** Every mail written to a folder, oldest first (the browser tier reads its server's outbox). */
export function readMailsIn(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(dir, name), 'utf8');
      const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
      const headers = new Map<string, string>();
      for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
        const colon = line.indexOf(':');
        headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
      }
      const body = rest.join('\n\n');
      const encoding = headers.get('content-transfer-encoding') ?? '7bit';
      const text =
        encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : encoding === 'base64'
            ? Buffer.from(body, 'base64').toString('utf8')
            : body;
      return {
        file: name,
        to: headers.get('to') ?? '',
        replyTo: headers.get('reply-to') ?? null,
        subject: decodeHeader(headers.get('subject') ?? ''),
        contentType: headers.get('content-type') ?? '',
        text,
        raw,
      };
    });
}

/** Empties the outbox (between tests). */
export async function clearOutbox(): Promise<void> {
  await settleBackgroundTasks();
  fs.rmSync(process.env.OUTBOX_DIR!, { recursive: true, force: true });
}
