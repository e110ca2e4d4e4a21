// Units of an order cancelled (before it ships) or returned (after delivery), whole or in
// part: written by the fulfilment move (order/fulfilment.ts) in the same transaction, so the
// shopper hears of exactly what went back, once. The lines are the units taken back by this
// move; the card is refunded for them, and Beauty Pass points and reward units follow the
// loyalty rules (decisions 0073 and 0131).
import { z } from 'zod';
import { mailMoneySchema } from '../../platform/mail/mail-template.ts';
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { orderContent, orderMailFields } from './order-mail.ts';

export const orderTakenBackPayload = z.object({
  ...orderMailFields,
  /** The whole order went back (not only some of its units). */
  whole: z.boolean(),
  /** What the units taken back were paid at, before any discount (minor units). */
  value: mailMoneySchema.optional(),
});

export const orderCancelled = defineMailTemplate('order_cancelled', orderTakenBackPayload, {
  en: (p, f) =>
    orderContent(p, f, {
      subject: p.whole ? `Your order ${p.number} has been cancelled` : `Part of your order ${p.number} has been cancelled`,
      paragraphs: [
        p.whole ? 'We have cancelled your order.' : 'We have cancelled the items below; the rest of your order goes on as before.',
        'The payment for them goes back to your card, and any Beauty Pass points or reward they used come back to your account.',
      ],
      facts: p.value ? [['Value of the cancelled items', f.money(p.value)]] : [],
    }),
  id: (p, f) =>
    orderContent(p, f, {
      subject: p.whole ? `Pesanan Anda ${p.number} telah dibatalkan` : `Sebagian pesanan Anda ${p.number} telah dibatalkan`,
      paragraphs: [
        p.whole ? 'Kami telah membatalkan pesanan Anda.' : 'Kami telah membatalkan barang di bawah ini; sisa pesanan Anda tetap berjalan seperti biasa.',
        'Pembayarannya dikembalikan ke kartu Anda, dan poin atau hadiah Beauty Pass yang digunakan kembali ke akun Anda.',
      ],
      facts: p.value ? [['Nilai barang yang dibatalkan', f.money(p.value)]] : [],
    }),
  th: (p, f) =>
    orderContent(p, f, {
      subject: p.whole ? `คำสั่งซื้อ ${p.number} ของคุณถูกยกเลิกแล้ว` : `บางรายการในคำสั่งซื้อ ${p.number} ของคุณถูกยกเลิกแล้ว`,
      paragraphs: [
        p.whole ? 'เราได้ยกเลิกคำสั่งซื้อของคุณแล้ว' : 'เราได้ยกเลิกรายการด้านล่างแล้ว รายการอื่นในคำสั่งซื้อยังคงดำเนินการตามปกติ',
        'เงินสำหรับรายการเหล่านี้จะคืนเข้าบัตรของคุณ และคะแนนหรือของรางวัล Beauty Pass ที่ใช้ไปจะคืนเข้าบัญชีของคุณ',
      ],
      facts: p.value ? [['มูลค่ารายการที่ยกเลิก', f.money(p.value)]] : [],
    }),
  zh: (p, f) =>
    orderContent(p, f, {
      subject: p.whole ? `您的訂單 ${p.number} 已取消` : `您的訂單 ${p.number} 部分商品已取消`,
      paragraphs: [
        p.whole ? '我們已取消您的訂單。' : '我們已取消以下商品，訂單其餘部分照常處理。',
        '相關款項將退回您的信用卡，所使用的 Beauty Pass 積分或獎賞亦會退回您的帳戶。',
      ],
      facts: p.value ? [['已取消商品金額', f.money(p.value)]] : [],
    }),
});

export const orderReturned = defineMailTemplate('order_returned', orderTakenBackPayload, {
  en: (p, f) =>
    orderContent(p, f, {
      subject: p.whole ? `We have received your return of order ${p.number}` : `We have received your return from order ${p.number}`,
      paragraphs: [
        'We have received the items below back.',
        'The payment for them goes back to your card; Beauty Pass points earned on them are taken back from your account.',
      ],
      facts: p.value ? [['Value of the returned items', f.money(p.value)]] : [],
    }),
  id: (p, f) =>
    orderContent(p, f, {
      subject: p.whole ? `Kami telah menerima pengembalian pesanan ${p.number}` : `Kami telah menerima pengembalian dari pesanan ${p.number}`,
      paragraphs: [
        'Kami telah menerima kembali barang di bawah ini.',
        'Pembayarannya dikembalikan ke kartu Anda; poin Beauty Pass yang diperoleh dari barang ini ditarik kembali dari akun Anda.',
      ],
      facts: p.value ? [['Nilai barang yang dikembalikan', f.money(p.value)]] : [],
    }),
  th: (p, f) =>
    orderContent(p, f, {
      subject: p.whole ? `เราได้รับสินค้าคืนของคำสั่งซื้อ ${p.number} แล้ว` : `เราได้รับสินค้าคืนจากคำสั่งซื้อ ${p.number} แล้ว`,
      paragraphs: ['เราได้รับรายการด้านล่างคืนแล้ว', 'เงินสำหรับรายการเหล่านี้จะคืนเข้าบัตรของคุณ และคะแนน Beauty Pass ที่ได้รับจากรายการเหล่านี้จะถูกหักคืนจากบัญชีของคุณ'],
      facts: p.value ? [['มูลค่ารายการที่คืน', f.money(p.value)]] : [],
    }),
  zh: (p, f) =>
    orderContent(p, f, {
      subject: p.whole ? `我們已收到訂單 ${p.number} 的退貨` : `我們已收到訂單 ${p.number} 的部分退貨`,
      paragraphs: ['我們已收到以下退回的商品。', '相關款項將退回您的信用卡；就這些商品所賺取的 Beauty Pass 積分將從您的帳戶扣回。'],
      facts: p.value ? [['退貨商品金額', f.money(p.value)]] : [],
    }),
});
