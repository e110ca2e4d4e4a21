// Sent when too many failed sign-ins locked the account (account/auth-routes.ts).
import { z } from 'zod';
import { defineMailTemplate, mailLocaleFields, sitePathSchema } from '../../platform/mail/mail-template.ts';

export const accountUnlock = defineMailTemplate(
  'account_unlock',
  z.object({ ...mailLocaleFields, path: sitePathSchema, firstName: z.string().max(100).optional() }),
  {
    en: (p) => ({
      subject: 'Unlock your Lumi Beauty account',
      greeting: p.firstName ? `Hi ${p.firstName},` : 'Hello,',
      paragraphs: ['Your account was locked after several failed sign-in attempts. Unlock it with the button below.'],
      action: { label: 'Unlock my account', path: p.path },
      note: 'If these attempts were not yours, change your password after unlocking.',
    }),
    id: (p) => ({
      subject: 'Buka kunci akun Lumi Beauty Anda',
      greeting: p.firstName ? `Halo ${p.firstName},` : 'Halo,',
      paragraphs: ['Akun Anda dikunci setelah beberapa kali gagal masuk. Buka kuncinya dengan tombol di bawah ini.'],
      action: { label: 'Buka kunci akun saya', path: p.path },
      note: 'Jika percobaan tersebut bukan dari Anda, ubah kata sandi Anda setelah membuka kunci.',
    }),
    th: (p) => ({
      subject: 'ปลดล็อกบัญชี Lumi Beauty ของคุณ',
      greeting: p.firstName ? `สวัสดีคุณ ${p.firstName}` : 'สวัสดีค่ะ',
      paragraphs: ['บัญชีของคุณถูกล็อกหลังจากเข้าสู่ระบบไม่สำเร็จหลายครั้ง ปลดล็อกได้ที่ปุ่มด้านล่าง'],
      action: { label: 'ปลดล็อกบัญชีของฉัน', path: p.path },
      note: 'หากคุณไม่ได้เป็นผู้พยายามเข้าสู่ระบบ โปรดเปลี่ยนรหัสผ่านหลังปลดล็อก',
    }),
    zh: (p) => ({
      subject: '解鎖您的 Lumi Beauty 帳戶',
      greeting: p.firstName ? `${p.firstName}，您好：` : '您好：',
      paragraphs: ['由於多次登入失敗，您的帳戶已被鎖定。請按下方按鈕解鎖。'],
      action: { label: '解鎖我的帳戶', path: p.path },
      note: '如這些登入嘗試並非由您作出，請在解鎖後更改密碼。',
    }),
  },
);
