// The account's link mails (the unlock after failed sign-ins, the password reset) say one
// thing and give one button to a path that carries their single-use token. They differ only
// in their words, which are data: account-link-mails.json, by kind and language.
import { z } from 'zod';
import { copyFromWords, defineMailTemplate, mailLocaleFields, sitePathSchema } from '../../platform/mail/mail-template.ts';
import words from './account-link-mails.json' with { type: 'json' };

const payload = z.object({ ...mailLocaleFields, path: sitePathSchema, firstName: z.string().max(100).optional() });

export function accountLinkMail(kind: keyof typeof words) {
  return defineMailTemplate(
    kind,
    payload,
    copyFromWords(words[kind], (w, p, f) => ({
      subject: w.subject,
      greeting: f.greeting(p.firstName),
      paragraphs: [w.paragraph],
      action: { label: w.action, path: p.path },
      note: w.note,
    })),
  );
}
