// Double opt-in: sent when a guest joined a waitlist (lists/alerts.ts); the shopper is on the list once they confirm.
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { itemName, listAlertPayloadSchema } from './list-alert-payload.ts';

export const waitlistConfirm = defineMailTemplate('waitlist_confirm', listAlertPayloadSchema, {
  en: (p) => ({
    subject: 'Confirm your waitlist request',
    paragraphs: [`Please confirm that you want one email when ${itemName(p)} is back in stock.`],
    action: { label: 'Confirm', path: p.confirmPath ?? p.productPath },
    note: 'If you did not ask for this, ignore this email: nothing will be sent.',
  }),
  id: (p) => ({
    subject: 'Konfirmasikan permintaan daftar tunggu Anda',
    paragraphs: [`Konfirmasikan bahwa Anda ingin menerima satu email saat ${itemName(p)} tersedia kembali.`],
    action: { label: 'Konfirmasi', path: p.confirmPath ?? p.productPath },
    note: 'Jika Anda tidak memintanya, abaikan email ini: kami tidak akan mengirim apa pun.',
  }),
  th: (p) => ({
    subject: 'ยืนยันการลงชื่อรอสินค้า',
    paragraphs: [`โปรดยืนยันว่าคุณต้องการรับอีเมลหนึ่งฉบับเมื่อ ${itemName(p)} กลับมามีจำหน่าย`],
    action: { label: 'ยืนยัน', path: p.confirmPath ?? p.productPath },
    note: 'หากคุณไม่ได้ขอ โปรดละเว้นอีเมลนี้ เราจะไม่ส่งอีเมลใดถึงคุณ',
  }),
  zh: (p) => ({
    subject: '請確認您的候補登記',
    paragraphs: [`請確認您希望在 ${itemName(p)} 重新到貨時收到一封電子郵件。`],
    action: { label: '確認', path: p.confirmPath ?? p.productPath },
    note: '如您並未提出此要求，請忽略此郵件，我們不會寄送任何通知。',
  }),
});
