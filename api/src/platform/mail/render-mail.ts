// An outbox row to a finished message: its template, the payload checked by the
// template's schema, the shopper's country and language, the country's sender, both
// parts from the layout, the headers, and the files the template attaches. A row that
// cannot be rendered (no recipient, a payload missing a field) is a MailNotRenderable: no
// retry can mend it.
import { defaultLanguage, parseLanguage, type Country, type Language } from '@beauty/contracts/locale';
import { z } from 'zod';
import { layoutMail } from './mail-layout.ts';
import { mailFormat } from './mail-format.ts';
import type { MailAttachment, MailContent, MailLinkSigner, MailTemplate } from './mail-template.ts';
import { senderFor } from './sender-identity.ts';
import { DEFAULT_COUNTRY } from '@beauty/contracts/locale';

export interface OutboxMessage {
  id: string;
  kind: string;
  recipient: string;
  payload: unknown;
}

export interface RenderedMail {
  id: string;
  kind: string;
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  language: Language;
  country: Country;
  /** Stable per outbox row, so a receiving server can drop a copy sent twice after a crash. */
  messageId: string;
  /** Files the template built from the payload (absent when none). */
  attachments?: MailAttachment[];
}

export class MailNotRenderable extends Error {}

const recipientSchema = z.email().max(254);

export function renderMail(
  template: MailTemplate,
  message: OutboxMessage,
  options: { fromDomain: string; siteOrigin: string; signer?: MailLinkSigner | undefined },
): RenderedMail {
  const to = recipientSchema.safeParse(message.recipient.trim());
  if (!to.success) throw new MailNotRenderable('the recipient is not an e-mail address');
  const parsed = template.payload.safeParse(message.payload);
  if (!parsed.success) throw new MailNotRenderable(`the payload does not fit ${template.kind}: ${z.prettifyError(parsed.error)}`);
  const payload = parsed.data as { country?: Country; language?: string };
  const country = payload.country ?? DEFAULT_COUNTRY;
  const language = parseLanguage(country, payload.language) ?? defaultLanguage(country);
  const format = mailFormat(country, language, options.siteOrigin, options.signer);
  let content: MailContent;
  try {
    content = template.copy[language](parsed.data, format);
  } catch (error) {
    throw new MailNotRenderable(`${template.kind} could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
  }
  const sender = senderFor(country, options.fromDomain);
  let bodies: ReturnType<typeof layoutMail>;
  try {
    bodies = layoutMail(content, format, sender);
  } catch (error) {
    throw new MailNotRenderable(`${template.kind} has a link off our site: ${error instanceof Error ? error.message : String(error)}`);
  }
  let attachments: MailAttachment[] = [];
  try {
    attachments = template.attachments?.(parsed.data, format, { from: sender, to: to.data }) ?? [];
  } catch (error) {
    throw new MailNotRenderable(`${template.kind} could not build its attachments: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    id: message.id,
    kind: template.kind,
    from: sender,
    to: to.data,
    subject: content.subject,
    ...bodies,
    language,
    country,
    messageId: `<outbox-${message.id}@${options.fromDomain}>`,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}
