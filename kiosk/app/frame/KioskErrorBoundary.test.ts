import type { Country, Language } from '@beauty/contracts/locale';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../locale/i18n';
import { CrashScreen, ErrorBoundary } from './KioskErrorBoundary';

const inLanguage = (country: Country, language: Language, node: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n: createI18n(country, [language]) }, node));

/** The boundary as React drives it (the test has no DOM): setState applied at once. */
function boundary(onRestart: () => void) {
  const instance = new ErrorBoundary({ onRestart, fallback: (restart) => createElement(CrashScreen, { onRestart: restart }), children: 'the screens' });
  instance.setState = (next) => Object.assign(instance.state, next);
  return instance;
}

describe('the kiosk error boundary', () => {
  it.each([
    ['SG', 'en', 'Something went wrong', 'Touch to start again'],
    ['ID', 'id', 'Terjadi kesalahan', 'Sentuh untuk mulai lagi'],
    ['TH', 'th', 'เกิดข้อผิดพลาด', 'แตะเพื่อเริ่มใหม่'],
    ['HK', 'zh', '出現錯誤', '輕觸重新開始'],
  ] as const)('shows a broken screen in %s/%s as a calm one to touch', (country, language, title, touch) => {
    const html = inLanguage(country, language, createElement(CrashScreen, { onRestart: () => {} }));
    expect(html).toContain(title);
    expect(html).toContain(touch);
  });

  it('shows the screens until one throws, then the crash screen', () => {
    const instance = boundary(() => {});
    expect(instance.render()).toBe('the screens');
    Object.assign(instance.state, ErrorBoundary.getDerivedStateFromError());
    expect(inLanguage('SG', 'en', createElement('div', null, instance.render()))).toContain('Touch to start again');
  });

  it('a touch wipes the visit and shows the screens again', () => {
    const wipe = vi.fn();
    const instance = boundary(wipe);
    Object.assign(instance.state, ErrorBoundary.getDerivedStateFromError());
    instance.restart();
    expect(wipe).toHaveBeenCalledOnce();
    expect(instance.render()).toBe('the screens');
  });
});
