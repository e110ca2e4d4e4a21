// What every order mail's payload holds (decision 0084 "Order mails"): written by the
// order's state change in the same transaction (order/order-repository.ts for
// confirmation, payment pending and failed; the fulfilment states for shipped and
// delivered). Only orderId and number are required, so a writer with little to hand
// still produces a useful mail; the richer the payload, the richer the mail. The link to
// the order is signed when the mail is sent (format.signed, decision 0146).
import { z } from 'zod';
import type { Language } from '@beauty/contracts/locale';
import { fillIn, mailLocaleFields, mailMoneySchema, sitePathSchema, type MailContent, type MailFormat } from '../../platform/mail/mail-template.ts';
import labels from './order-mail.json' with { type: 'json' };

export const orderMailFields = {
  ...mailLocaleFields,
  orderId: z.string().max(100),
  number: z.string().max(50),
  firstName: z.string().max(100).optional(),
  /** When the order was placed (ISO instant). */
  placedAt: z.string().max(40).optional(),
  total: mailMoneySchema.optional(),
  lines: z
    .array(z.object({ name: z.string().max(300), quantity: z.number().int().positive(), amount: mailMoneySchema }))
    .max(200)
    .optional(),
  /** The reward (with its points), gifts and samples the order carries (decision 0131). */
  giftLines: z
    .array(z.object({ kind: z.enum(['reward', 'gift', 'sample']), name: z.string().max(300), points: z.number().int().nullable() }))
    .max(50)
    .optional(),
  /** Whose order: a member's mail links the order with a link that ends, a guest's with their key (decision 0146). */
  member: z.boolean().optional(),
  /** Rows written before decision 0146: a member's /orders/{id}, so present means a member's order. */
  path: sitePathSchema.optional(),
};
export const orderMailPayload = z.object(orderMailFields);
export type OrderMailPayload = z.output<typeof orderMailPayload>;

/** The words every order mail shares, by language (order-mail.json). */
const LABELS: Record<Language, typeof labels.en> = labels;

/** The parts every order mail shares: greeting, facts, lines and the link to the order. */
export function orderContent(
  p: OrderMailPayload,
  f: MailFormat,
  own: { subject: string; paragraphs: string[]; facts?: Array<[string, string]>; note?: string },
): MailContent {
  const l = LABELS[f.language];
  const facts: Array<[string, string]> = [[l.number, p.number]];
  if (p.placedAt) facts.push([l.placed, f.date(p.placedAt)]);
  facts.push(...(own.facts ?? []));
  if (p.total) facts.push([l.total, f.money(p.total)]);
  return {
    subject: own.subject,
    greeting: f.greeting(p.firstName),
    paragraphs: own.paragraphs,
    facts,
    ...(p.lines?.length || p.giftLines?.length
      ? {
          lines: [
            ...(p.lines ?? []).map((line) => ({ label: line.name, detail: `× ${line.quantity}`, amount: f.money(line.amount) })),
            // A reward shows what it cost in points; gifts and samples are free.
            ...(p.giftLines ?? []).map((gift) => ({
              label: gift.name,
              detail: l.kind[gift.kind],
              amount: gift.points === null ? l.free : fillIn(l.points, { n: gift.points }),
            })),
          ],
        }
      : {}),
    // Always signed: opened signed out on a phone, the link shows the order, never a 404 (decision 0146).
    action: { label: l.view, path: f.signed.orderPath(p.orderId, p.member ?? p.path !== undefined) },
    ...(own.note ? { note: own.note } : {}),
  };
}
