// The order is confirmed (payment approved): order/order-repository.ts settleOrderIn.
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { orderContent, orderMailPayload } from './order-mail.ts';

export const orderConfirmation = defineMailTemplate('order_confirmation', orderMailPayload, {
  en: (p, f) =>
    orderContent(p, f, {
      subject: `Your Lumi Beauty order ${p.number} is confirmed`,
      paragraphs: ['Thank you for your order. We are getting it ready and will e-mail you when it ships.'],
    }),
  id: (p, f) =>
    orderContent(p, f, {
      subject: `Pesanan Lumi Beauty Anda ${p.number} telah dikonfirmasi`,
      paragraphs: ['Terima kasih atas pesanan Anda. Kami sedang menyiapkannya dan akan mengirim e-mail kepada Anda saat pesanan dikirim.'],
    }),
  th: (p, f) =>
    orderContent(p, f, { subject: `ยืนยันคำสั่งซื้อ Lumi Beauty ${p.number} ของคุณแล้ว`, paragraphs: ['ขอบคุณสำหรับคำสั่งซื้อ เรากำลังเตรียมสินค้าและจะส่งอีเมลแจ้งคุณเมื่อจัดส่ง'] }),
  zh: (p, f) =>
    orderContent(p, f, { subject: `您的 Lumi Beauty 訂單 ${p.number} 已確認`, paragraphs: ['感謝您的訂購。我們正在為您準備貨品，發貨時會以電郵通知您。'] }),
});
