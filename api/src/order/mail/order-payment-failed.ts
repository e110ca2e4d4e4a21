// The payment was declined or blocked: nothing was charged, the items went back to the bag.
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { orderContent, orderMailPayload } from './order-mail.ts';

export const orderPaymentFailed = defineMailTemplate('order_payment_failed', orderMailPayload, {
  en: (p, f) =>
    orderContent(p, f, {
      subject: `The payment for order ${p.number} did not go through`,
      paragraphs: ['Your payment was not accepted, so nothing was charged. The items are back in your bag: you can try again with another payment method.'],
    }),
  id: (p, f) =>
    orderContent(p, f, {
      subject: `Pembayaran untuk pesanan ${p.number} tidak berhasil`,
      paragraphs: [
        'Pembayaran Anda tidak diterima, jadi tidak ada biaya yang ditagihkan. Produk sudah kembali ke tas belanja Anda: Anda dapat mencoba lagi dengan metode pembayaran lain.',
      ],
    }),
  th: (p, f) =>
    orderContent(p, f, {
      subject: `การชำระเงินสำหรับคำสั่งซื้อ ${p.number} ไม่สำเร็จ`,
      paragraphs: ['การชำระเงินของคุณไม่ได้รับการอนุมัติ จึงไม่มีการเรียกเก็บเงิน สินค้ากลับไปอยู่ในถุงช้อปปิ้งแล้ว คุณสามารถลองใหม่ด้วยวิธีชำระเงินอื่น'],
    }),
  zh: (p, f) =>
    orderContent(p, f, {
      subject: `訂單 ${p.number} 付款未能完成`,
      paragraphs: ['您的付款未被接納，因此沒有任何扣款。貨品已放回您的購物袋，您可以使用其他付款方式再試一次。'],
    }),
});
