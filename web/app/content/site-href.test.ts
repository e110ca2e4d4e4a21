import { describe, expect, it } from 'vitest';
import { siteHref } from './site-href';

describe('a site choice keeps the page', () => {
  it('keeps the query a mail link carried, replacing only the locale', () => {
    expect(siteHref('/happening/services/reschedule/b1', '?token=abc%2B1&country_code=SG', 'HK', 'zh')).toBe(
      '/happening/services/reschedule/b1?token=abc%2B1&country_code=HK&language=zh',
    );
  });
  it('never leads off our origin', () => {
    expect(siteHref('//evil.example/x', '', 'SG', 'en')).toBe('/?country_code=SG&language=en');
  });
});
