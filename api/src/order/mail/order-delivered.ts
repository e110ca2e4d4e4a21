// The order arrived. Written by the fulfilment states (loyalty helper's work) with kind
// 'order_delivered'; points for it appear after the waiting days of docs/product.md#loyalty-figures.
import { z } from 'zod';
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { orderContent, orderMailFields } from './order-mail.ts';

export const orderDeliveredPayload = z.object({ ...orderMailFields, deliveredAt: z.string().max(40).optional() });

export const orderDelivered = defineMailTemplate('order_delivered', orderDeliveredPayload, {
  en: (p, f) =>
    orderContent(p, f, {
      subject: `Your order ${p.number} has been delivered`,
      paragraphs: ['Your order has arrived. We hope you love it: Beauty Pass points for it appear within 3 working days.'],
      facts: p.deliveredAt ? [['Delivered on', f.date(p.deliveredAt)]] : [],
    }),
  id: (p, f) =>
    orderContent(p, f, {
      subject: `Pesanan Anda ${p.number} telah diterima`,
      paragraphs: ['Pesanan Anda telah tiba. Semoga Anda menyukainya: poin Beauty Pass untuk pesanan ini akan muncul dalam 3 hari kerja.'],
      facts: p.deliveredAt ? [['Diterima pada', f.date(p.deliveredAt)]] : [],
    }),
  th: (p, f) =>
    orderContent(p, f, {
      subject: `คำสั่งซื้อ ${p.number} ของคุณจัดส่งถึงแล้ว`,
      paragraphs: ['คำสั่งซื้อของคุณมาถึงแล้ว หวังว่าคุณจะชอบ คะแนน Beauty Pass จะปรากฏภายใน 3 วันทำการ'],
      facts: p.deliveredAt ? [['จัดส่งถึงเมื่อ', f.date(p.deliveredAt)]] : [],
    }),
  zh: (p, f) =>
    orderContent(p, f, {
      subject: `您的訂單 ${p.number} 已送達`,
      paragraphs: ['您的訂單已經送達，希望您喜歡。此訂單的 Beauty Pass 積分將於 3 個工作天內顯示。'],
      facts: p.deliveredAt ? [['送達日期', f.date(p.deliveredAt)]] : [],
    }),
});
