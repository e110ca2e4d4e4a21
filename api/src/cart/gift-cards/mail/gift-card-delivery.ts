// An e-gift card for its recipient (cart/gift-cards/gift-card-repository.ts). The payload
// is the one place the code is kept in clear. The buyer's name and message are a stranger's
// words in a mail from our domain (decision 0136): plain text with every link and
// domain-like word taken out (on the NFKC-folded text, platform/text-guard.ts), never in
// the subject, and the mail says a shopper wrote them, not Lumi Beauty.
import { z } from 'zod';
import { plainShopperMessage, plainShopperName } from '../../../platform/text-guard.ts';
import { defineMailTemplate, mailLocaleFields } from '../../../platform/mail/mail-template.ts';

const payload = z.object({
  ...mailLocaleFields,
  code: z.string().min(4).max(64),
  recipientName: z.string().max(200).transform(plainShopperName),
  senderName: z.string().max(200).transform(plainShopperName),
  message: z.string().max(2000).default('').transform(plainShopperMessage),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
});

export const giftCardDelivery = defineMailTemplate('gift_card_delivery', payload, {
  en: (p, f) => ({
    subject: 'You have received a Lumi Beauty gift card',
    greeting: p.recipientName ? `Hi ${p.recipientName},` : 'Hello,',
    paragraphs: [
      `A shopper who gave their name as “${p.senderName}” sent you a gift card worth ${f.money(p)}.`,
      ...(p.message ? [`Their message, written by them, not by Lumi Beauty: “${p.message}”`] : []),
      'Enter the code in your bag at checkout.',
    ],
    facts: [
      ['Gift card code', p.code],
      ['Value', f.money(p)],
    ],
    action: { label: 'Start shopping', path: '/' },
    note: 'The name and message above were typed by the buyer; links were removed. Lumi Beauty never asks for a password or a payment by e-mail.',
  }),
  id: (p, f) => ({
    subject: 'Anda menerima kartu hadiah Lumi Beauty',
    greeting: p.recipientName ? `Halo ${p.recipientName},` : 'Halo,',
    paragraphs: [
      `Seorang pembeli yang menuliskan namanya sebagai “${p.senderName}” mengirimi Anda kartu hadiah senilai ${f.money(p)}.`,
      ...(p.message ? [`Pesannya, ditulis oleh pembeli tersebut, bukan oleh Lumi Beauty: “${p.message}”`] : []),
      'Masukkan kode ini di tas belanja Anda saat checkout.',
    ],
    facts: [
      ['Kode kartu hadiah', p.code],
      ['Nilai', f.money(p)],
    ],
    action: { label: 'Mulai belanja', path: '/' },
    note: 'Nama dan pesan di atas diketik oleh pembeli; tautan telah dihapus. Lumi Beauty tidak pernah meminta kata sandi atau pembayaran melalui e-mail.',
  }),
  th: (p, f) => ({
    subject: 'คุณได้รับบัตรของขวัญ Lumi Beauty',
    greeting: p.recipientName ? `สวัสดีคุณ ${p.recipientName}` : 'สวัสดีค่ะ',
    paragraphs: [
      `ผู้ซื้อที่ระบุชื่อว่า “${p.senderName}” ส่งบัตรของขวัญมูลค่า ${f.money(p)} ให้คุณ`,
      ...(p.message ? [`ข้อความจากผู้ซื้อ (เขียนโดยผู้ซื้อ ไม่ใช่ Lumi Beauty): “${p.message}”`] : []),
      'กรอกรหัสนี้ในถุงช้อปปิ้งของคุณตอนชำระเงิน',
    ],
    facts: [
      ['รหัสบัตรของขวัญ', p.code],
      ['มูลค่า', f.money(p)],
    ],
    action: { label: 'เริ่มช้อปปิ้ง', path: '/' },
    note: 'ชื่อและข้อความข้างต้นพิมพ์โดยผู้ซื้อ และได้ลบลิงก์ออกแล้ว Lumi Beauty ไม่เคยขอรหัสผ่านหรือการชำระเงินทางอีเมล',
  }),
  zh: (p, f) => ({
    subject: '您收到一張 Lumi Beauty 禮品卡',
    greeting: p.recipientName ? `${p.recipientName}，您好：` : '您好：',
    paragraphs: [
      `一位署名為「${p.senderName}」的顧客送您一張價值 ${f.money(p)} 的禮品卡。`,
      ...(p.message ? [`對方的留言（由對方撰寫，並非 Lumi Beauty）：「${p.message}」`] : []),
      '結帳時請在購物袋中輸入此代碼。',
    ],
    facts: [
      ['禮品卡代碼', p.code],
      ['金額', f.money(p)],
    ],
    action: { label: '開始購物', path: '/' },
    note: '以上名稱及留言由購買者輸入，其中的連結已被移除。Lumi Beauty 絕不會透過電郵要求您提供密碼或付款。',
  }),
});
