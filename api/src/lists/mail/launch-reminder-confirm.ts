// Double opt-in: sent when a guest asked for a launch reminder (lists/alerts.ts); the shopper is on the list once they confirm.
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { itemName, listAlertPayloadSchema } from './list-alert-payload.ts';

export const launchReminderConfirm = defineMailTemplate('launch_reminder_confirm', listAlertPayloadSchema, {
  en: (p) => ({
    subject: 'Confirm your launch reminder',
    paragraphs: [`Please confirm that you want one email when ${itemName(p)} launches.`],
    action: { label: 'Confirm', path: p.confirmPath ?? p.productPath },
    note: 'If you did not ask for this, ignore this email: nothing will be sent.',
  }),
  id: (p) => ({
    subject: 'Konfirmasikan pengingat peluncuran Anda',
    paragraphs: [`Konfirmasikan bahwa Anda ingin menerima satu email saat ${itemName(p)} diluncurkan.`],
    action: { label: 'Konfirmasi', path: p.confirmPath ?? p.productPath },
    note: 'Jika Anda tidak memintanya, abaikan email ini: kami tidak akan mengirim apa pun.',
  }),
  th: (p) => ({
    subject: 'ยืนยันการแจ้งเตือนการเปิดตัว',
    paragraphs: [`โปรดยืนยันว่าคุณต้องการรับอีเมลหนึ่งฉบับเมื่อ ${itemName(p)} เปิดตัว`],
    action: { label: 'ยืนยัน', path: p.confirmPath ?? p.productPath },
    note: 'หากคุณไม่ได้ขอ โปรดละเว้นอีเมลนี้ เราจะไม่ส่งอีเมลใดถึงคุณ',
  }),
  zh: (p) => ({
    subject: '請確認您的上市提醒',
    paragraphs: [`請確認您希望在 ${itemName(p)} 上市時收到一封電子郵件。`],
    action: { label: '確認', path: p.confirmPath ?? p.productPath },
    note: '如您並未提出此要求，請忽略此郵件，我們不會寄送任何通知。',
  }),
});
