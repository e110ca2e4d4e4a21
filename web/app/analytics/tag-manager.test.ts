import { describe, expect, it } from 'vitest';
import type { MarketingConsent } from './consent';
import type { AnalyticsConfig } from './page-viewed';
import { asksForConsent, tagManagerScript } from './tag-manager';

const consent = (required: boolean, choice: MarketingConsent['choice']): MarketingConsent => ({ required, choice, secureCookie: true });
const config = (overrides: Partial<AnalyticsConfig> = {}): AnalyticsConfig => ({
  enabled: true,
  tagManagerId: 'GTM-TEST123',
  tagManagerOrigin: 'http://127.0.0.1:9',
  ...overrides,
});

describe('the tag-manager script in the server-rendered head', () => {
  it('carries the id and the nonce where no consent is needed', () => {
    expect(tagManagerScript(config({ consent: consent(false, null) }), '/', 'abc')).toBe(
      '<script async src="http://127.0.0.1:9/gtm.js?id=GTM-TEST123" nonce="abc" data-tag-manager="GTM-TEST123"></script>',
    );
  });

  it('waits for the visitor in a consent country: nothing before a choice or after Decline', () => {
    expect(tagManagerScript(config({ consent: consent(true, null) }), '/', 'abc')).toBe('');
    expect(tagManagerScript(config({ consent: consent(true, 'denied') }), '/', 'abc')).toBe('');
    expect(tagManagerScript(config({ consent: consent(true, 'granted') }), '/', 'abc')).toContain('data-tag-manager="GTM-TEST123"');
  });

  it('is never there without an id, with analytics off, or in preview, consent or not', () => {
    const granted = consent(true, 'granted');
    expect(tagManagerScript(config({ tagManagerId: undefined, consent: granted }), '/', 'abc')).toBe('');
    expect(tagManagerScript(config({ enabled: false, consent: granted }), '/', 'abc')).toBe('');
    expect(tagManagerScript(config({ consent: granted }), '/preview/layout', 'abc')).toBe('');
  });
});

describe('whether a page asks for consent (the banner and "Cookie settings")', () => {
  it('asks in a consent country only when a tag manager would load', () => {
    expect(asksForConsent(config({ consent: consent(true, null) }), '/')).toBe(true);
    // A choice made does not stop the asking: "Cookie settings" changes it.
    expect(asksForConsent(config({ consent: consent(true, 'denied') }), '/')).toBe(true);
    expect(asksForConsent(config({ consent: consent(false, null) }), '/')).toBe(false);
    // Nothing to consent to: no id for the country, analytics off, or a preview page.
    expect(asksForConsent(config({ tagManagerId: undefined, consent: consent(true, null) }), '/')).toBe(false);
    expect(asksForConsent(config({ enabled: false, consent: consent(true, null) }), '/')).toBe(false);
    expect(asksForConsent(config({ consent: consent(true, null) }), '/preview/layout')).toBe(false);
  });
});
