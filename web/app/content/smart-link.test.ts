// SmartLink renders what the navigation guard (platform/navigate-to.ts) decides for a link
// from content (decision 0148): a site path is a router link, an https URL elsewhere opens
// in a new tab with neither opener nor referrer, and a refused one is plain text.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n, type Messages } from '../locale/i18n';
import en from '../locale/messages/en.json';
import th from '../locale/messages/th.json';
import { SmartLink } from './SmartLink';

const english = createI18n({ language: 'en', country: 'SG', currency: 'SGD' }, en);
const render = (to: string, i18n = english) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, createElement(SmartLink, { to }, 'Follow us'))));

describe('SmartLink', () => {
  it('opens an external URL in a new tab, without opener or referrer, saying so', () => {
    const html = render('https://creativecommons.org/licenses/by/4.0/');
    expect(html).toContain('href="https://creativecommons.org/licenses/by/4.0/"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('<span class="visually-hidden"> (opens in a new tab)</span>');
    const thai = createI18n({ language: 'th', country: 'TH', currency: 'THB' }, th as Messages);
    expect(render('https://creativecommons.org/licenses/by/4.0/', thai)).toContain('(เปิดในแท็บใหม่)');
  });

  it('keeps a site path in the router, in this tab', () => {
    const html = render('/pages/beauty-pass?ref=index#tiers');
    expect(html).toContain('href="/pages/beauty-pass?ref=index#tiers"');
    expect(html).not.toContain('target=');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'mailto:care@example.com', 'http://example.com/', '//evil.example/x'])(
    'shows %s as text, no link',
    (href) => {
      expect(render(href)).toBe('<span>Follow us</span>');
    },
  );
});
