// Sent once when a waitlisted shade is back in stock (lists/back-in-stock-job.ts).
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { itemName, listAlertPayloadSchema } from './list-alert-payload.ts';

export const waitlistBackInStock = defineMailTemplate('waitlist_back_in_stock', listAlertPayloadSchema, {
  en: (p, f) => ({
    subject: `${p.productName} is back in stock`,
    paragraphs: [`Good news: ${itemName(p)} is back in stock. It may not stay long.`],
    action: { label: 'Shop now', path: p.productPath },
    note: `You asked us to tell you once; you are now off the waitlist. Unsubscribe: ${f.link(p.unsubscribePath)}`,
  }),
  id: (p, f) => ({
    subject: `${p.productName} tersedia kembali`,
    paragraphs: [`Kabar baik: ${itemName(p)} tersedia kembali. Stoknya mungkin tidak lama.`],
    action: { label: 'Belanja sekarang', path: p.productPath },
    note: `Anda meminta kami memberi tahu Anda sekali; Anda kini keluar dari daftar tunggu. Berhenti berlangganan: ${f.link(p.unsubscribePath)}`,
  }),
  th: (p, f) => ({
    subject: `${p.productName} กลับมามีจำหน่ายแล้ว`,
    paragraphs: [`ข่าวดี: ${itemName(p)} กลับมามีจำหน่ายแล้ว สินค้าอาจหมดเร็ว`],
    action: { label: 'ซื้อเลย', path: p.productPath },
    note: `คุณขอให้เราแจ้งหนึ่งครั้ง ตอนนี้คุณออกจากรายชื่อรอแล้ว ยกเลิกการรับอีเมล: ${f.link(p.unsubscribePath)}`,
  }),
  zh: (p, f) => ({
    subject: `${p.productName} 已重新到貨`,
    paragraphs: [`好消息：${itemName(p)} 已重新到貨，數量有限，請您把握機會。`],
    action: { label: '立即選購', path: p.productPath },
    note: `您要求我們通知您一次；您現已離開候補名單。取消訂閱：${f.link(p.unsubscribePath)}`,
  }),
});
