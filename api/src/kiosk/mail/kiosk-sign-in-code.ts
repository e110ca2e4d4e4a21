// The six-digit code a member types at an in-store kiosk to sign in with their Beauty Pass
// card (kiosk/sign-in-codes.ts, decision 0119). The code is in the payload in clear, as a gift
// card's is: it works once, for ten minutes, and only at the kiosk that asked for it.
import { z } from 'zod';
import { defineMailTemplate, mailLocaleFields } from '../../platform/mail/mail-template.ts';

const payload = z.object({
  ...mailLocaleFields,
  code: z.string().regex(/^\d{6}$/),
  storeName: z.string().min(1).max(200),
  firstName: z.string().max(100).optional(),
  /** How long the code works, in minutes. */
  minutes: z.number().int().positive().default(10),
});

export const kioskSignInCode = defineMailTemplate('kiosk_sign_in_code', payload, {
  en: (p) => ({
    subject: `${p.code} is your sign-in code at ${p.storeName}`,
    preheader: `Type ${p.code} on the kiosk screen.`,
    greeting: p.firstName ? `Hi ${p.firstName},` : 'Hello,',
    paragraphs: [`Someone asked to sign in with your Beauty Pass card on a kiosk at ${p.storeName}. Type this code on the kiosk screen:`],
    facts: [['Your code', p.code]],
    note: `The code works once, for ${p.minutes} minutes. If you are not at ${p.storeName} now, ignore this e-mail: nobody can sign in without the code.`,
  }),
  id: (p) => ({
    subject: `${p.code} adalah kode masuk Anda di ${p.storeName}`,
    preheader: `Ketik ${p.code} di layar kios.`,
    greeting: p.firstName ? `Halo ${p.firstName},` : 'Halo,',
    paragraphs: [`Seseorang meminta masuk dengan kartu Beauty Pass Anda di kios ${p.storeName}. Ketik kode ini di layar kios:`],
    facts: [['Kode Anda', p.code]],
    note: `Kode ini hanya berlaku sekali, selama ${p.minutes} menit. Jika Anda tidak sedang berada di ${p.storeName}, abaikan e-mail ini: tidak ada yang dapat masuk tanpa kode ini.`,
  }),
  th: (p) => ({
    subject: `${p.code} คือรหัสเข้าสู่ระบบของคุณที่ ${p.storeName}`,
    preheader: `พิมพ์ ${p.code} บนหน้าจอคีออสก์`,
    greeting: p.firstName ? `สวัสดีคุณ ${p.firstName}` : 'สวัสดีค่ะ',
    paragraphs: [`มีผู้ขอเข้าสู่ระบบด้วยบัตร Beauty Pass ของคุณที่คีออสก์ใน ${p.storeName} พิมพ์รหัสนี้บนหน้าจอคีออสก์`],
    facts: [['รหัสของคุณ', p.code]],
    note: `รหัสนี้ใช้ได้ครั้งเดียว ภายใน ${p.minutes} นาที หากคุณไม่ได้อยู่ที่ ${p.storeName} ในขณะนี้ โปรดเพิกเฉยต่ออีเมลนี้ ไม่มีใครเข้าสู่ระบบได้หากไม่มีรหัสนี้`,
  }),
  zh: (p) => ({
    subject: `${p.code} 是您在 ${p.storeName} 的登入驗證碼`,
    preheader: `請在自助服務機螢幕上輸入 ${p.code}。`,
    greeting: p.firstName ? `${p.firstName}，您好：` : '您好：',
    paragraphs: [`有人要求在 ${p.storeName} 的自助服務機上以您的 Beauty Pass 會員卡登入。請在自助服務機螢幕上輸入以下驗證碼：`],
    facts: [['您的驗證碼', p.code]],
    note: `此驗證碼只能使用一次，有效時間為 ${p.minutes} 分鐘。如您此刻並不在 ${p.storeName}，請忽略此電郵：沒有驗證碼，任何人都無法登入。`,
  }),
});
