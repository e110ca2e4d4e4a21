// An e-gift card for its recipient (cart/gift-cards/gift-card-repository.ts). The payload
// is the one place the code is kept in clear; the message is the buyer's own words.
import { z } from 'zod';
import { defineMailTemplate, mailLocaleFields } from '../mail-template.ts';

const payload = z.object({
  ...mailLocaleFields,
  code: z.string().min(4).max(64),
  recipientName: z.string().max(200),
  senderName: z.string().max(200),
  message: z.string().max(2000).default(''),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
});

export const giftCardDelivery = defineMailTemplate('gift_card_delivery', payload, {
  en: (p, f) => ({
    subject: `${p.senderName} sent you a Lumi Beauty gift card`,
    greeting: `Hi ${p.recipientName},`,
    paragraphs: [`${p.senderName} sent you a gift card worth ${f.money(p)}.`, ...(p.message ? [`“${p.message}”`] : []), 'Enter the code in your bag at checkout.'],
    facts: [['Gift card code', p.code], ['Value', f.money(p)]],
    action: { label: 'Start shopping', path: '/' },
  }),
  id: (p, f) => ({
    subject: `${p.senderName} mengirimi Anda kartu hadiah Lumi Beauty`,
    greeting: `Halo ${p.recipientName},`,
    paragraphs: [`${p.senderName} mengirimi Anda kartu hadiah senilai ${f.money(p)}.`, ...(p.message ? [`“${p.message}”`] : []), 'Masukkan kode ini di tas belanja Anda saat checkout.'],
    facts: [['Kode kartu hadiah', p.code], ['Nilai', f.money(p)]],
    action: { label: 'Mulai belanja', path: '/' },
  }),
  th: (p, f) => ({
    subject: `${p.senderName} ส่งบัตรของขวัญ Lumi Beauty ให้คุณ`,
    greeting: `สวัสดีคุณ ${p.recipientName}`,
    paragraphs: [`${p.senderName} ส่งบัตรของขวัญมูลค่า ${f.money(p)} ให้คุณ`, ...(p.message ? [`“${p.message}”`] : []), 'กรอกรหัสนี้ในถุงช้อปปิ้งของคุณตอนชำระเงิน'],
    facts: [['รหัสบัตรของขวัญ', p.code], ['มูลค่า', f.money(p)]],
    action: { label: 'เริ่มช้อปปิ้ง', path: '/' },
  }),
  zh: (p, f) => ({
    subject: `${p.senderName} 送您一張 Lumi Beauty 禮品卡`,
    greeting: `${p.recipientName}，您好：`,
    paragraphs: [`${p.senderName} 送您一張價值 ${f.money(p)} 的禮品卡。`, ...(p.message ? [`「${p.message}」`] : []), '結帳時請在購物袋中輸入此代碼。'],
    facts: [['禮品卡代碼', p.code], ['金額', f.money(p)]],
    action: { label: '開始購物', path: '/' },
  }),
});
