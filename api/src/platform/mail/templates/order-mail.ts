// What every order mail's payload holds (decision 0084 "Order mails"): written by the
// order's state change in the same transaction (order/order-repository.ts for
// confirmation, payment pending and failed; the fulfilment states for shipped and
// delivered). Only orderId and number are required, so a writer with little to hand
// still produces a useful mail; the richer the payload, the richer the mail.
import { z } from 'zod';
import type { Language } from '@beauty/contracts/locale';
import { mailLocaleFields, mailMoneySchema, sitePathSchema, type MailContent, type MailFormat } from '../mail-template.ts';

export const orderMailFields = {
  ...mailLocaleFields,
  orderId: z.string().max(100),
  number: z.string().max(50),
  firstName: z.string().max(100).optional(),
  /** When the order was placed (ISO instant). */
  placedAt: z.string().max(40).optional(),
  total: mailMoneySchema.optional(),
  lines: z.array(z.object({ name: z.string().max(300), quantity: z.number().int().positive(), amount: mailMoneySchema })).max(200).optional(),
  /** The order page on our site (a member's /orders/{id}, or a guest's signed link). */
  path: sitePathSchema.optional(),
};
export const orderMailPayload = z.object(orderMailFields);
export type OrderMailPayload = z.output<typeof orderMailPayload>;

const LABELS: Record<Language, { greeting: (name?: string) => string; number: string; placed: string; total: string; view: string; quantity: (n: number) => string }> = {
  en: { greeting: (n) => (n ? `Hi ${n},` : 'Hello,'), number: 'Order number', placed: 'Order date', total: 'Total', view: 'View my order', quantity: (n) => `× ${n}` },
  id: { greeting: (n) => (n ? `Halo ${n},` : 'Halo,'), number: 'Nomor pesanan', placed: 'Tanggal pesanan', total: 'Total', view: 'Lihat pesanan saya', quantity: (n) => `× ${n}` },
  th: { greeting: (n) => (n ? `สวัสดีคุณ ${n}` : 'สวัสดีค่ะ'), number: 'หมายเลขคำสั่งซื้อ', placed: 'วันที่สั่งซื้อ', total: 'ยอดรวม', view: 'ดูคำสั่งซื้อของฉัน', quantity: (n) => `× ${n}` },
  zh: { greeting: (n) => (n ? `${n}，您好：` : '您好：'), number: '訂單編號', placed: '訂購日期', total: '總額', view: '查看我的訂單', quantity: (n) => `× ${n}` },
};

/** The parts every order mail shares: greeting, facts, lines and the link to the order. */
export function orderContent(p: OrderMailPayload, f: MailFormat, own: { subject: string; paragraphs: string[]; facts?: Array<[string, string]>; note?: string }): MailContent {
  const l = LABELS[f.language];
  const facts: Array<[string, string]> = [[l.number, p.number]];
  if (p.placedAt) facts.push([l.placed, f.date(p.placedAt)]);
  facts.push(...(own.facts ?? []));
  if (p.total) facts.push([l.total, f.money(p.total)]);
  return {
    subject: own.subject,
    greeting: l.greeting(p.firstName),
    paragraphs: own.paragraphs,
    facts,
    ...(p.lines?.length ? { lines: p.lines.map((line) => ({ label: line.name, detail: l.quantity(line.quantity), amount: f.money(line.amount) })) } : {}),
    ...(p.path ? { action: { label: l.view, path: p.path } } : {}),
    ...(own.note ? { note: own.note } : {}),
  };
}
