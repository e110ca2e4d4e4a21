import { describe, expect, it } from 'vitest';
import { isPreviewPath, pageViewedEvent } from './page-viewed';

describe('the page_viewed event', () => {
  it('says it comes from the website (the kiosk sends channel "kiosk"), with the page, user, site and an empty cart block', () => {
    expect(pageViewedEvent({ url: 'https://www.example.sg/cart', user: null, country: 'TH', language: 'th', mobile: true })).toEqual({
      event: 'page_viewed',
      channel: 'web',
      page: { url: 'https://www.example.sg/cart' },
      user: null,
      site: { locale: 'th', language: 'th', mobile: true, status: 200 },
      cart: {},
    });
  });

  it('is not sent from preview pages', () => {
    expect(isPreviewPath('/preview/pages/x')).toBe(true);
    expect(isPreviewPath('/previews')).toBe(false);
  });
});
