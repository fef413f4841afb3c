// Outgoing mail through nodemailer: SMTP_URL when set, otherwise each message is written as an
// .eml file under OUTBOX_DIR (and its subject logged) so a developer can follow the links.
// Mails are plain text: user input is never interpreted as HTML.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { settings } from '#server/infra/env.ts';
import { mails } from '#server/infra/metrics.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

let smtp: { url: string; transport: Transporter } | undefined;

/** Sends one plain-text message (or writes it to the outbox when no SMTP server is set), counted for /metrics. */
export async function sendMail(message: MailMessage): Promise<void> {
  try {
    await deliver(message);
  } catch (error) {
    mails.inc({ result: 'failed' });
    throw error;
  }
  mails.inc({ result: 'sent' });
}

async function deliver(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM, OUTBOX_DIR } = settings();
  // Header values carry no line breaks, whatever a caller passes.
  const mail = { ...message, from: MAIL_FROM, subject: singleLine(message.subject) };
  if (SMTP_URL) {
    if (smtp?.url !== SMTP_URL) smtp = { url: SMTP_URL, transport: nodemailer.createTransport(SMTP_URL) };
    await smtp.transport.sendMail(mail);
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mail);
  const dir = path.resolve(process.cwd(), OUTBOX_DIR);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  console.log(`Mail written to ${path.relative(process.cwd(), file)}: ${mail.subject}`);
}

/** Control characters (line breaks included) become spaces. */
export function singleLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
