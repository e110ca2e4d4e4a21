import { describe, expect, it } from 'vitest';
import { screenViewedEvent } from './analytics';

describe('kiosk_screen_viewed', () => {
  it('names the kiosk channel, the store, the screen and the language', () => {
    expect(screenViewedEvent({ storeId: 'ST-SG-1', screen: 'product', language: 'en' })).toEqual({
      event: 'kiosk_screen_viewed',
      channel: 'kiosk',
      store_id: 'ST-SG-1',
      screen: 'product',
      language: 'en',
    });
  });
});
