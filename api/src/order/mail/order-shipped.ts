// The order left the warehouse. Written by the fulfilment states (loyalty helper's work)
// with kind 'order_shipped' and this payload: the order fields plus how to follow it.
import { z } from 'zod';
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { orderContent, orderMailFields } from './order-mail.ts';

export const orderShippedPayload = z.object({
  ...orderMailFields,
  carrier: z.string().max(100).optional(),
  trackingNumber: z.string().max(100).optional(),
  /** The estimated delivery day, YYYY-MM-DD in the country. */
  estimatedDelivery: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

type Shipped = z.output<typeof orderShippedPayload>;
const facts = (p: Shipped, f: Parameters<typeof orderContent>[1], labels: [string, string, string]): Array<[string, string]> => [
  ...(p.carrier ? [[labels[0], p.carrier] as [string, string]] : []),
  ...(p.trackingNumber ? [[labels[1], p.trackingNumber] as [string, string]] : []),
  ...(p.estimatedDelivery ? [[labels[2], f.date(p.estimatedDelivery)] as [string, string]] : []),
];

export const orderShipped = defineMailTemplate('order_shipped', orderShippedPayload, {
  en: (p, f) =>
    orderContent(p, f, {
      subject: `Your order ${p.number} is on its way`,
      paragraphs: ['Good news: your order has shipped.'],
      facts: facts(p, f, ['Carrier', 'Tracking number', 'Estimated delivery']),
    }),
  id: (p, f) =>
    orderContent(p, f, {
      subject: `Pesanan Anda ${p.number} sedang dalam perjalanan`,
      paragraphs: ['Kabar baik: pesanan Anda telah dikirim.'],
      facts: facts(p, f, ['Kurir', 'Nomor resi', 'Perkiraan tiba']),
    }),
  th: (p, f) =>
    orderContent(p, f, {
      subject: `คำสั่งซื้อ ${p.number} ของคุณกำลังจัดส่ง`,
      paragraphs: ['ข่าวดี คำสั่งซื้อของคุณจัดส่งแล้ว'],
      facts: facts(p, f, ['บริษัทขนส่ง', 'หมายเลขพัสดุ', 'วันที่คาดว่าจะได้รับ']),
    }),
  zh: (p, f) =>
    orderContent(p, f, {
      subject: `您的訂單 ${p.number} 已發貨`,
      paragraphs: ['好消息：您的訂單已經發貨。'],
      facts: facts(p, f, ['速遞公司', '追蹤編號', '預計送達']),
    }),
});
