// Units of an order cancelled (before it ships) or returned (after delivery), whole or in
// part: written by the fulfilment move (order/fulfilment.ts) in the same transaction, so the
// shopper hears of exactly what went back, once. The lines are the units taken back by this
// move; the card is refunded for them, and Beauty Pass points and reward units follow the
// loyalty rules (decisions 0073 and 0131).
import { z } from 'zod';
import { copyFromWords, defineMailTemplate, fillIn, mailMoneySchema } from '../../platform/mail/mail-template.ts';
import words from './order-taken-back.json' with { type: 'json' };
import { orderContent, orderMailFields } from './order-mail.ts';

export const orderTakenBackPayload = z.object({
  ...orderMailFields,
  /** The whole order went back (not only some of its units). */
  whole: z.boolean(),
  /** What the units taken back were paid at, before any discount (minor units). */
  value: mailMoneySchema.optional(),
});

/** A cancellation and a return say the same things in their own words (order-taken-back.json, by kind and language). */
function takenBackMail(kind: keyof typeof words) {
  return defineMailTemplate(
    kind,
    orderTakenBackPayload,
    copyFromWords(words[kind], (w, p, f) =>
      orderContent(p, f, {
        subject: fillIn(p.whole ? w.wholeSubject : w.partSubject, { number: p.number }),
        paragraphs: [p.whole ? w.whole : w.part, w.refund],
        facts: p.value ? [[w.valueLabel, f.money(p.value)]] : [],
      }),
    ),
  );
}

export const orderCancelled = takenBackMail('order_cancelled');

export const orderReturned = takenBackMail('order_returned');
