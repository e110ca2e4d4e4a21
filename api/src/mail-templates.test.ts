// Every template in every language: a subject of its own per language, both parts, the
// shopper's money and dates, links on our origin only, and values escaped in the HTML.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Country, type Language } from '@beauty/contracts/locale';
import { renderMail } from './platform/mail/render-mail.ts';
import { orderMailLinks } from './order/order-link.ts';
import { MAIL_TEMPLATES } from './mail-templates.ts';

const order = {
  orderId: 'ord_9',
  number: 'SG-000042',
  placedAt: '2026-11-26T02:00:00.000Z',
  total: { amount: 5200, currency: 'SGD' },
  lines: [{ name: 'Glow <Serum>', quantity: 1, amount: { amount: 5200, currency: 'SGD' } }],
  member: true,
};
// As booking/booking-mail.ts writes it (the fields no template reads, .ics included, left out).
const booking = {
  fullName: 'Ana <i>',
  confirmationNumber: 'BK-7Q4M2X',
  activity: { name: 'Bridal Makeup Trial', durationMinutes: 90 },
  price: { amount: 12_000, currency: 'SGD' },
  store: { name: 'ION Orchard', address: '2 Orchard Turn, #B3-12', city: 'Singapore', timeZone: 'Asia/Singapore' },
  artist: 'Mei Lin',
  local: { date: '2026-12-05', time: '14:30', timeZone: 'Asia/Singapore' },
  links: { reschedule: '/happening/services/reschedule/rsv_1?token=abc', cancel: '/happening/services/cancel/rsv_1?token=abc' },
};
// As lists/alert-mail.ts writes it (the confirm path only matters to the two confirmations).
const listAlert = {
  productName: 'Glow <Serum>',
  brandName: 'Dior',
  variantName: 'Rosewood',
  productPath: '/products/glow-serum-p1',
  unsubscribePath: '/lists/unsubscribe?token=AL-1.sig',
  confirmPath: '/lists/confirm?token=AL-1.sig2',
};
const SAMPLES: Record<string, Record<string, unknown>> = {
  account_welcome: { firstName: 'Ana <i>' },
  password_reset: { path: '/users/password/edit?token=abc', firstName: 'Ana' },
  account_unlock: { path: '/users/unlock?token=abc' },
  order_confirmation: order,
  order_payment_pending: order,
  order_payment_failed: order,
  order_shipped: { ...order, carrier: 'Ninja Van', trackingNumber: 'NV123', estimatedDelivery: '2026-12-01' },
  order_delivered: { ...order, deliveredAt: '2026-12-01T05:00:00.000Z' },
  order_cancelled: { ...order, whole: false, value: { amount: 4200, currency: 'SGD' } },
  order_returned: { ...order, whole: true },
  gift_card_delivery: { code: 'ABCD-EFGH-1234', recipientName: 'Bo', senderName: 'Ana', message: 'Enjoy', amount: 5000, currency: 'SGD' },
  booking_confirmed: booking,
  booking_rescheduled: booking,
  booking_cancelled: booking,
  booking_reminder: booking,
  waitlist_confirm: listAlert,
  waitlist_back_in_stock: listAlert,
  launch_reminder_confirm: listAlert,
  launch_reminder: listAlert,
  // As the loyalty jobs write them (loyalty/jobs/*).
  loyalty_points_valid: { userId: 'usr_1', firstName: 'Ana <i>', orderNumber: 'SG-000042', points: 1234, balance: 1500 },
  loyalty_tier_upgraded: { userId: 'usr_1', firstName: 'Ana <i>', tier: 'gold', yearEnd: '2027-03-02T02:00:00.000Z', earnPercent: 150 },
  loyalty_tier_downgraded: {
    userId: 'usr_1',
    firstName: 'Ana <i>',
    from: 'black',
    to: 'white',
    regainBy: '2028-03-02T02:00:00.000Z',
    regainSpend: { amount: 30_000, currency: 'SGD' },
  },
  loyalty_points_expired: { userId: 'usr_1', firstName: 'Ana <i>', points: 80, expiredAt: '2027-09-02T02:00:00.000Z', inactiveMonths: 18 },
  loyalty_birthday: { userId: 'usr_1', firstName: 'Ana <i>', month: '2026-12', pointsMultiplier: 2, voucher: { amount: 1000, currency: 'SGD' } },
  // As kiosk/sign-in-codes.ts writes it.
  kiosk_sign_in_code: { code: '042917', storeName: 'ION <Orchard>', firstName: 'Ana <i>', minutes: 10 },
};
// Each language on a country that allows it.
const COUNTRY_FOR: Record<Language, Country> = { en: 'SG', id: 'ID', th: 'TH', zh: 'HK' };
const options = {
  fromDomain: 'lumi-beauty.example',
  siteOrigin: 'https://shop.example',
  signer: orderMailLinks('a-test-secret-of-32-characters-xx')(new Date('2026-11-26T03:00:00Z')),
};

describe('mail templates', () => {
  it('has a sample for every template', () => {
    expect(MAIL_TEMPLATES.map((t) => t.kind).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  for (const template of MAIL_TEMPLATES) {
    it(`${template.kind}: four languages, both parts, escaped, links on our origin`, () => {
      const subjects = new Set<string>();
      for (const language of LANGUAGES) {
        const country = COUNTRY_FOR[language];
        const mail = renderMail(
          template,
          { id: '7', kind: template.kind, recipient: 'shopper@example.com', payload: { ...SAMPLES[template.kind], country, language } },
          options,
        );
        expect(mail.language).toBe(language);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.text.length).toBeGreaterThan(40);
        subjects.add(mail.subject);
        expect(mail.html).not.toMatch(/<(i|Serum)>/);
        for (const href of mail.html.matchAll(/href="([^"]+)"/g)) expect(href[1]).toMatch(/^https:\/\/shop\.example\//);
      }
      expect(subjects.size).toBe(4);
    });
  }

  it('falls back to the country’s language, and refuses a link off our site', () => {
    const template = MAIL_TEMPLATES.find((t) => t.kind === 'password_reset')!;
    const thai = renderMail(
      template,
      { id: '1', kind: 'password_reset', recipient: 'a@example.com', payload: { path: '/x', country: 'TH', language: 'zh' } },
      options,
    );
    expect(thai.language).toBe('th'); // zh is not a language of the Thai site
    expect(() => renderMail(template, { id: '1', kind: 'password_reset', recipient: 'a@example.com', payload: { path: '//evil.example/x' } }, options)).toThrow(
      /our own site/,
    );
  });
});
