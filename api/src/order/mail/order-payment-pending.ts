// The payment's outcome is not known yet (the provider did not answer): the order waits,
// stock held, until reconciliation settles it (checkout/reconcile-payments.ts).
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { orderContent, orderMailPayload } from './order-mail.ts';

export const orderPaymentPending = defineMailTemplate('order_payment_pending', orderMailPayload, {
  en: (p, f) =>
    orderContent(p, f, {
      subject: `We are confirming the payment for order ${p.number}`,
      paragraphs: [
        'We have your order, and we are waiting for your bank to confirm the payment. We will e-mail you as soon as it does; you do not need to pay again.',
      ],
    }),
  id: (p, f) =>
    orderContent(p, f, {
      subject: `Kami sedang mengonfirmasi pembayaran untuk pesanan ${p.number}`,
      paragraphs: [
        'Pesanan Anda sudah kami terima, dan kami sedang menunggu konfirmasi pembayaran dari bank Anda. Kami akan mengirim e-mail segera setelah dikonfirmasi; Anda tidak perlu membayar lagi.',
      ],
    }),
  th: (p, f) =>
    orderContent(p, f, {
      subject: `เรากำลังยืนยันการชำระเงินสำหรับคำสั่งซื้อ ${p.number}`,
      paragraphs: ['เราได้รับคำสั่งซื้อของคุณแล้ว และกำลังรอธนาคารยืนยันการชำระเงิน เราจะส่งอีเมลแจ้งคุณทันทีที่ได้รับการยืนยัน คุณไม่ต้องชำระเงินซ้ำ'],
    }),
  zh: (p, f) =>
    orderContent(p, f, {
      subject: `我們正在確認訂單 ${p.number} 的付款`,
      paragraphs: ['我們已收到您的訂單，正在等待銀行確認付款。確認後會立即以電郵通知您，您無須再次付款。'],
    }),
});
