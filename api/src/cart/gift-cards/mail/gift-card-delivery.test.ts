// A gift card's sender name and message are a stranger's words in a mail from our domain:
// a spoofer's name must not reach the subject, and no link, however it is spelled, may
// reach the message where a mail client would make it clickable (decision 0136).
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@beauty/contracts/locale';
import { containsLink, withoutLinks } from '../../../platform/text-guard.ts';
import { renderMail } from '../../../platform/mail/render-mail.ts';
import { giftCardDelivery } from './gift-card-delivery.ts';

const spoof = {
  code: 'ABCD-EFGH-JKLM-NPQR',
  recipientName: 'Bo',
  senderName: 'Lumi Beauty Security Team – verify at lumi-beauty-help.com',
  message: [
    'Your account is locked! Go to https://evil.example/login now.',
    'Or ｗｗｗ．ｅｖｉｌ．ｃｏｍ, or cheapbeauty.shop/deal, or ＣＨＥＡＰ．ＳＨＯＰ,',
    'or mail support@lumi-help.net, or xn--lumi-9ya.com, or evil\u200B.com, or 例子。com',
    'Happy birthday! 生日快樂。祝你開心',
  ].join('\n'),
  amount: 5000,
  currency: 'SGD',
  country: 'SG' as const,
};
const options = { fromDomain: 'lumi-beauty.example', siteOrigin: 'https://shop.lumi-beauty.example' };

describe('gift card mail', () => {
  it.each(LANGUAGES)('in %s: no sender name in the subject, no link in the name or message, and it says a shopper wrote them', (language) => {
    const mail = renderMail(giftCardDelivery, { id: '1', kind: 'gift_card_delivery', recipient: 'bo@example.com', payload: { ...spoof, language } }, options);
    expect(mail.subject).not.toContain('Security Team');
    for (const body of [mail.text, mail.html]) {
      for (const bad of ['evil', 'cheapbeauty', 'cheap.shop', 'lumi-beauty-help', 'lumi-help', 'xn--', '例子']) expect(body.toLowerCase()).not.toContain(bad);
    }
    // The only link left is our own shop's.
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&')).origin);
    expect(new Set(hrefs)).toEqual(new Set(['https://shop.lumi-beauty.example']));
    expect(mail.text).toContain('生日快樂。祝你開心');
    expect(mail.text).toContain('Lumi Beauty');
  });

  it('says in English that the buyer, not the shop, wrote the message', () => {
    const mail = renderMail(
      giftCardDelivery,
      { id: '1', kind: 'gift_card_delivery', recipient: 'bo@example.com', payload: { ...spoof, language: 'en' } },
      options,
    );
    expect(mail.subject).toBe('You have received a Lumi Beauty gift card');
    expect(mail.text).toContain('written by them, not by Lumi Beauty');
    expect(mail.text).toContain('Happy birthday!');
  });
});

describe('link finder (text-guard)', () => {
  it.each(['visit ｗｗｗ．ｅｖｉｌ．ｃｏｍ', 'cheapbeauty.shop', 'HTTP://X.Y', 'a@b.co', 'ｃｈｅａｐ。ｓｈｏｐ'])('finds a link in %s', (text) => {
    expect(containsLink(text)).toBe(true);
    expect(containsLink(withoutLinks(text))).toBe(false);
  });
  it.each(['Happy birthday, love you!', '生日快樂。祝你開心', 'สุขสันต์วันเกิด', 'See you at 3.30 pm'])('keeps %s as it is', (text) => {
    expect(containsLink(text)).toBe(false);
    expect(withoutLinks(text)).toBe(text);
  });
});
