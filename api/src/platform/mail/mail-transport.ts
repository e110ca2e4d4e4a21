// Where a rendered message goes: an SMTP server (nodemailer) when SMTP_URL is set, or an
// .eml file under MAIL_DIR (the same MIME nodemailer would send, built by its stream
// transport) with a small JSON beside it for the development inbox. Files are named by
// the outbox id and written by rename, so a message sent twice is still one file.
// Attachments go with both: a calendar invitation as nodemailer's icalEvent, any other file
// as an ordinary attachment.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { RenderedMail } from './render-mail.ts';

export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  send(mail: RenderedMail): Promise<void>;
  close(): void;
}

/** A failure the receiving server says is final (5xx: no such mailbox, refused): no retry mends it. */
export class PermanentSendFailure extends Error {}

/** A calendar invitation: text/calendar with an iTIP method (REQUEST, CANCEL…). */
const CALENDAR = /^text\/calendar\b.*;\s*method=([A-Za-z-]+)/i;

// A calendar invitation goes as nodemailer's `icalEvent`, not as a plain attachment:
// nodemailer then puts it both as a text/calendar part of the multipart/alternative (what
// Gmail, Outlook and Apple Mail read as an invitation: the "add to calendar" card, and a
// later REQUEST or CANCEL with the same UID updates or removes the event) and as an
// application/ics attachment named after the file (invite.ics) for clients that only show
// files. A message has at most one; a second calendar file would go as an attachment.
function attachmentsOf(mail: RenderedMail) {
  const files = mail.attachments ?? [];
  const invite = files.find((file) => CALENDAR.test(file.contentType));
  // No own headers here: nodemailer shares that object between the two parts and would mark
  // the text/calendar alternative as an attachment. The invite.ics attachment is base64, so
  // byte for byte; the alternative is quoted-printable (its CRLFs are the .eml file's newlines).
  const icalEvent = invite ? { filename: invite.filename, method: CALENDAR.exec(invite.contentType)![1]!.toUpperCase(), content: invite.content } : undefined;
  const attachments = files
    .filter((file) => file !== invite)
    .map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content }));
  return { ...(icalEvent ? { icalEvent } : {}), ...(attachments.length > 0 ? { attachments } : {}) };
}

function nodemailerMessage(mail: RenderedMail) {
  return {
    ...attachmentsOf(mail),
    from: { name: mail.from.name, address: mail.from.address },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: {
      'Content-Language': mail.language,
      'Auto-Submitted': 'auto-generated',
      'X-Lumi-Mail-Kind': mail.kind,
    },
  };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as object);
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail(nodemailerMessage(mail));
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600) throw new PermanentSendFailure(`${code}: ${(error as Error).message}`);
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

export interface InboxEntry {
  id: string;
  kind: string;
  from: string;
  to: string;
  subject: string;
  language: string;
  country: string;
  sentAt: string;
  html: string;
  text: string;
}

export function fileTransport(dir: string, now: () => Date = () => new Date()): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const info = await composer.sendMail(nodemailerMessage(mail));
      const entry: InboxEntry = {
        id: mail.id,
        kind: mail.kind,
        from: `${mail.from.name} <${mail.from.address}>`,
        to: mail.to,
        subject: mail.subject,
        language: mail.language,
        country: mail.country,
        sentAt: now().toISOString(),
        html: mail.html,
        text: mail.text,
      };
      const base = path.join(dir, mail.id.padStart(12, '0'));
      await writeAtomically(`${base}.eml`, info.message as Buffer);
      await writeAtomically(`${base}.json`, JSON.stringify(entry));
    },
    close: () => composer.close(),
  };
}

async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

export function mailTransport(config: { smtpUrl: string | undefined; mailDir: string }): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.mailDir);
}
