// Sent once when a product the shopper asked about has launched (lists/launch-reminder-job.ts).
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { itemName, listAlertPayloadSchema } from './list-alert-payload.ts';

export const launchReminder = defineMailTemplate('launch_reminder', listAlertPayloadSchema, {
  en: (p, f) => ({
    subject: `${p.productName} has launched`,
    paragraphs: [`${itemName(p)} is now available. You asked us to let you know when it launched.`],
    action: { label: 'Shop now', path: p.productPath },
    note: `This is the only reminder we send. Unsubscribe: ${f.link(p.unsubscribePath)}`,
  }),
  id: (p, f) => ({
    subject: `${p.productName} telah diluncurkan`,
    paragraphs: [`${itemName(p)} kini tersedia. Anda meminta kami memberi tahu Anda saat produk ini diluncurkan.`],
    action: { label: 'Belanja sekarang', path: p.productPath },
    note: `Ini satu-satunya pengingat yang kami kirim kepada Anda. Berhenti berlangganan: ${f.link(p.unsubscribePath)}`,
  }),
  th: (p, f) => ({
    subject: `${p.productName} เปิดตัวแล้ว`,
    paragraphs: [`${itemName(p)} พร้อมจำหน่ายแล้ว คุณขอให้เราแจ้งเมื่อสินค้าเปิดตัว`],
    action: { label: 'ซื้อเลย', path: p.productPath },
    note: `นี่เป็นการแจ้งเตือนเพียงครั้งเดียว ยกเลิกการรับอีเมล: ${f.link(p.unsubscribePath)}`,
  }),
  zh: (p, f) => ({
    subject: `${p.productName} 現已上市`,
    paragraphs: [`${itemName(p)} 現已上市。您曾要求我們在商品上市時通知您。`],
    action: { label: '立即選購', path: p.productPath },
    note: `這是我們唯一一次提醒您。取消訂閱：${f.link(p.unsubscribePath)}`,
  }),
});
