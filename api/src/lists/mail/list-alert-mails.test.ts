// The lists' mails render in each language with the product link, the unsubscribe link on
// our origin, and an escaped product name (issue 12: waitlist, reminders, double opt-in).
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../platform/mail/render-mail.ts';
import { launchReminder } from './launch-reminder.ts';
import { launchReminderConfirm } from './launch-reminder-confirm.ts';
import { waitlistBackInStock } from './waitlist-back-in-stock.ts';
import { waitlistConfirm } from './waitlist-confirm.ts';

const payload = {
  productName: 'Lip <Glow> Oil',
  brandName: 'Dior',
  variantName: 'Rosewood',
  productPath: '/products/lip-glow-oil-p1',
  unsubscribePath: '/lists/unsubscribe?token=AL-1.sig',
  confirmPath: '/lists/confirm?token=AL-1.sig2',
};
const options = { fromDomain: 'lumi.example', siteOrigin: 'https://shop.lumi.example' };

describe('list mails', () => {
  it('a back-in-stock mail in Thai names the shade, links the product and the unsubscribe page, and escapes the name', () => {
    const mail = renderMail(
      waitlistBackInStock,
      { id: '1', kind: 'waitlist_back_in_stock', recipient: 'a@b.co', payload: { ...payload, language: 'th', country: 'TH' } },
      options,
    );
    expect(mail.language).toBe('th');
    expect(mail.subject).toBe('Lip <Glow> Oil กลับมามีจำหน่ายแล้ว');
    expect(mail.text).toContain('(Rosewood)');
    expect(mail.text).toContain('https://shop.lumi.example/products/lip-glow-oil-p1');
    expect(mail.text).toContain('https://shop.lumi.example/lists/unsubscribe?token=AL-1.sig');
    expect(mail.html).toContain('Lip &lt;Glow&gt; Oil');
    expect(mail.html).not.toContain('<Glow>');
  });

  it('every list mail has copy in all four languages; the confirmations link the confirm page', () => {
    for (const template of [waitlistBackInStock, launchReminder, waitlistConfirm, launchReminderConfirm]) {
      const subjects = new Set<string>();
      for (const language of ['en', 'id', 'th', 'zh'] as const) {
        const mail = renderMail(
          template,
          {
            id: '2',
            kind: template.kind,
            recipient: 'a@b.co',
            payload: { ...payload, language, country: language === 'en' ? 'SG' : language === 'id' ? 'ID' : language === 'th' ? 'TH' : 'HK' },
          },
          options,
        );
        subjects.add(mail.subject);
        if (template === waitlistConfirm || template === launchReminderConfirm) expect(mail.text).toContain('/lists/confirm?token=AL-1.sig2');
      }
      expect(subjects.size).toBe(4);
    }
  });
});
