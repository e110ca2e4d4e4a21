// An e-gift card for its recipient (cart/gift-cards/gift-card-repository.ts). The payload
// is the one place the code is kept in clear. The buyer's name and message are a stranger's
// words in a mail from our domain (decision 0136): plain text with every link and
// domain-like word taken out (on the NFKC-folded text, platform/text-guard.ts), never in
// the subject, and the mail says a shopper wrote them, not Lumi Beauty. The words, by
// language, are gift-card-delivery.json.
import { z } from 'zod';
import { plainShopperMessage, plainShopperName } from '../../../platform/text-guard.ts';
import { copyFromWords, defineMailTemplate, fillIn, mailLocaleFields } from '../../../platform/mail/mail-template.ts';
import words from './gift-card-delivery.json' with { type: 'json' };

const payload = z.object({
  ...mailLocaleFields,
  code: z.string().min(4).max(64),
  recipientName: z.string().max(200).transform(plainShopperName),
  senderName: z.string().max(200).transform(plainShopperName),
  message: z.string().max(2000).default('').transform(plainShopperMessage),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
});

export const giftCardDelivery = defineMailTemplate(
  'gift_card_delivery',
  payload,
  copyFromWords(words, (w, p, f) => ({
    subject: w.subject,
    greeting: f.greeting(p.recipientName),
    paragraphs: [fillIn(w.sent, { sender: p.senderName, value: f.money(p) }), ...(p.message ? [fillIn(w.message, { message: p.message })] : []), w.enterCode],
    facts: [
      [w.codeLabel, p.code],
      [w.valueLabel, f.money(p)],
    ],
    action: { label: w.action, path: '/' },
    note: w.note,
  })),
);
