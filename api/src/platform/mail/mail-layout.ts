// One layout for every mail: structured content in, an HTML part and a plain-text part
// out. Every value goes through escapeHtml here (names, product names, a gift message a
// shopper typed), and every link through format.link, so templates cannot break either.
import type { Language } from '@beauty/contracts/locale';
import type { MailContent, MailFormat } from './mail-template.ts';
import type { SenderIdentity } from './sender-identity.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const FOOTER: Record<Language, (sender: string) => string> = {
  en: (sender) => `This e-mail was sent by ${sender}. Please do not reply to it.`,
  id: (sender) => `E-mail ini dikirim oleh ${sender}. Mohon untuk tidak membalas e-mail ini.`,
  th: (sender) => `อีเมลนี้ส่งโดย ${sender} กรุณาอย่าตอบกลับอีเมลนี้`,
  zh: (sender) => `此電郵由 ${sender} 發送，請勿直接回覆。`,
};

export interface MailBodies {
  html: string;
  text: string;
}

export function layoutMail(content: MailContent, format: MailFormat, sender: SenderIdentity): MailBodies {
  const link = content.action ? format.link(content.action.path) : undefined;
  const footer = FOOTER[format.language](sender.name);
  const e = escapeHtml;

  const html: string[] = [
    '<!doctype html>',
    `<html lang="${format.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${e(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f4f2;font-family:Helvetica,Arial,sans-serif;color:#1f1a17">',
  ];
  if (content.preheader) html.push(`<div style="display:none;max-height:0;overflow:hidden">${e(content.preheader)}</div>`);
  html.push('<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">');
  html.push(`<p style="font-size:20px;font-weight:bold;margin:0 0 24px">${e(sender.name)}</p>`);
  if (content.greeting) html.push(`<p>${e(content.greeting)}</p>`);
  for (const paragraph of content.paragraphs) html.push(`<p style="line-height:1.5">${e(paragraph)}</p>`);
  if (content.facts?.length) {
    html.push('<table role="presentation" style="border-collapse:collapse;margin:16px 0">');
    for (const [label, value] of content.facts)
      html.push(`<tr><td style="padding:4px 16px 4px 0;color:#6b625c">${e(label)}</td><td style="padding:4px 0;font-weight:bold">${e(value)}</td></tr>`);
    html.push('</table>');
  }
  if (content.lines?.length) {
    html.push('<table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0">');
    for (const line of content.lines) {
      html.push(
        `<tr><td style="padding:6px 0;border-bottom:1px solid #eee">${e(line.label)}</td><td style="padding:6px 8px;border-bottom:1px solid #eee;color:#6b625c">${e(line.detail ?? '')}</td><td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right">${e(line.amount ?? '')}</td></tr>`,
      );
    }
    html.push('</table>');
  }
  if (content.action && link) {
    html.push(
      `<p style="margin:24px 0"><a href="${e(link)}" style="background:#1f1a17;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${e(content.action.label)}</a></p>`,
    );
  }
  for (const extra of content.links ?? [])
    html.push(`<p style="margin:12px 0"><a href="${e(format.link(extra.path))}" style="color:#1f1a17">${e(extra.label)}</a></p>`);
  if (content.note) html.push(`<p style="font-size:13px;color:#6b625c">${e(content.note)}</p>`);
  html.push(`<p style="font-size:12px;color:#9b918a;margin-top:32px">${e(footer)}</p>`);
  html.push('</div></body></html>');

  const text: string[] = [];
  if (content.greeting) text.push(content.greeting, '');
  for (const paragraph of content.paragraphs) text.push(paragraph, '');
  if (content.facts?.length) {
    for (const [label, value] of content.facts) text.push(`${label}: ${value}`);
    text.push('');
  }
  if (content.lines?.length) {
    for (const line of content.lines) text.push([line.label, line.detail, line.amount].filter(Boolean).join('  '));
    text.push('');
  }
  if (content.action && link) text.push(`${content.action.label}: ${link}`, '');
  for (const extra of content.links ?? []) text.push(`${extra.label}: ${format.link(extra.path)}`, '');
  if (content.note) text.push(content.note, '');
  text.push('--', footer);

  return { html: html.join('\n'), text: text.join('\n') };
}
