// The link to choose a new password (account/recovery-routes.ts). The path carries the
// single-use token; the link expires (account/auth-config.ts linkTtlSeconds).
import { z } from 'zod';
import { defineMailTemplate, mailLocaleFields, sitePathSchema } from '../../platform/mail/mail-template.ts';

export const passwordReset = defineMailTemplate(
  'password_reset',
  z.object({ ...mailLocaleFields, path: sitePathSchema, firstName: z.string().max(100).optional() }),
  {
    en: (p) => ({
      subject: 'Reset your Lumi Beauty password',
      greeting: p.firstName ? `Hi ${p.firstName},` : 'Hello,',
      paragraphs: ['We received a request to reset the password of your account. Choose a new password with the button below.'],
      action: { label: 'Choose a new password', path: p.path },
      note: 'The link works once and expires soon. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    }),
    id: (p) => ({
      subject: 'Atur ulang kata sandi Lumi Beauty Anda',
      greeting: p.firstName ? `Halo ${p.firstName},` : 'Halo,',
      paragraphs: ['Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Pilih kata sandi baru dengan tombol di bawah ini.'],
      action: { label: 'Pilih kata sandi baru', path: p.path },
      note: 'Tautan ini hanya berlaku sekali dan segera kedaluwarsa. Jika Anda tidak memintanya, abaikan e-mail ini: kata sandi Anda tidak berubah.',
    }),
    th: (p) => ({
      subject: 'รีเซ็ตรหัสผ่าน Lumi Beauty ของคุณ',
      greeting: p.firstName ? `สวัสดีคุณ ${p.firstName}` : 'สวัสดีค่ะ',
      paragraphs: ['เราได้รับคำขอให้รีเซ็ตรหัสผ่านบัญชีของคุณ เลือกรหัสผ่านใหม่ได้ที่ปุ่มด้านล่าง'],
      action: { label: 'ตั้งรหัสผ่านใหม่', path: p.path },
      note: 'ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุในไม่ช้า หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
    }),
    zh: (p) => ({
      subject: '重設您的 Lumi Beauty 密碼',
      greeting: p.firstName ? `${p.firstName}，您好：` : '您好：',
      paragraphs: ['我們收到重設您帳戶密碼的要求。請按下方按鈕設定新密碼。'],
      action: { label: '設定新密碼', path: p.path },
      note: '此連結只能使用一次，並將很快失效。如您並未提出要求，請忽略此電郵，您的密碼不會改變。',
    }),
  },
);
