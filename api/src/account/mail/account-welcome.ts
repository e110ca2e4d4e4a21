// Sent once when a shopper creates an account (account/auth-routes.ts, register).
import { z } from 'zod';
import { defineMailTemplate, mailLocaleFields } from '../../platform/mail/mail-template.ts';

export const accountWelcome = defineMailTemplate('account_welcome', z.object({ ...mailLocaleFields, firstName: z.string().max(100) }), {
  en: (p) => ({
    subject: 'Welcome to Lumi Beauty',
    greeting: `Hi ${p.firstName},`,
    paragraphs: ['Your account is ready, and you are now a Beauty Pass member: every purchase earns points toward rewards.'],
    action: { label: 'Go to my account', path: '/account' },
  }),
  id: (p) => ({
    subject: 'Selamat datang di Lumi Beauty',
    greeting: `Halo ${p.firstName},`,
    paragraphs: ['Akun Anda sudah siap, dan kini Anda adalah anggota Beauty Pass: setiap pembelian Anda menghasilkan poin untuk hadiah.'],
    action: { label: 'Buka akun saya', path: '/account' },
  }),
  th: (p) => ({
    subject: 'ยินดีต้อนรับสู่ Lumi Beauty',
    greeting: `สวัสดีคุณ ${p.firstName}`,
    paragraphs: ['บัญชีของคุณพร้อมใช้งานแล้ว และคุณเป็นสมาชิก Beauty Pass แล้ว ทุกการซื้อจะได้รับคะแนนเพื่อแลกของรางวัล'],
    action: { label: 'ไปที่บัญชีของฉัน', path: '/account' },
  }),
  zh: (p) => ({
    subject: '歡迎加入 Lumi Beauty',
    greeting: `${p.firstName}，您好：`,
    paragraphs: ['您的帳戶已經建立，您現在是 Beauty Pass 會員：每次購物都可累積積分兌換禮遇。'],
    action: { label: '前往我的帳戶', path: '/account' },
  }),
});
