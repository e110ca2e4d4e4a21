// What the sign-up and password forms say about the password, in the shopper's language: a
// confirmation that differs reads as an error (it once read "Passwords do not match (Not
// yet)"), and the error above the submit button points up at the rules, where they are.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, type Messages } from '../locale/i18n';
import en from '../locale/messages/en.json';
import id from '../locale/messages/id.json';
import th from '../locale/messages/th.json';
import zh from '../locale/messages/zh.json';
import { PasswordRules } from './PasswordRules';

const LANGUAGES = [
  { language: 'en', country: 'SG', currency: 'SGD', messages: en, below: /\bbelow\b/i },
  { language: 'id', country: 'ID', currency: 'IDR', messages: id as Messages, below: /di bawah/i },
  { language: 'th', country: 'TH', currency: 'THB', messages: th as Messages, below: /ด้านล่าง/ },
  { language: 'zh', country: 'HK', currency: 'HKD', messages: zh as Messages, below: /以下|下列|下方/ },
] as const;

/** The rules' text as a screen reader reads it (visually hidden parts included), tags dropped. */
function spoken(language: (typeof LANGUAGES)[number], password: string, confirmation: string): string {
  const i18n = createI18n({ language: language.language, country: language.country, currency: language.currency }, language.messages);
  const html = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(PasswordRules, { id: 'rules', password, confirmation, email: 'mei@example.com' })),
  );
  return html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
}

describe.each(LANGUAGES)('password rules in $language', (language) => {
  const { messages } = language;

  it('says the passwords do not match as an error, without "not yet" after it', () => {
    const text = spoken(language, 'Cantik#2025', 'Cantik#2026');
    const mismatch = messages.account.rules.AUTH_MS_PV_007;
    expect(text).toContain(mismatch);
    expect(text).not.toContain(`${mismatch} (${messages.account.signUp.ruleNotMet})`);
    // The rules still to meet keep theirs.
    expect(spoken(language, 'short', '')).toContain(`${messages.account.rules.AUTH_MS_PV_001} (${messages.account.signUp.ruleNotMet})`);
  });

  it('points the rules error up at the rules, which sit above it', () => {
    for (const text of [messages.account.errors.PASSWORD_RULES, messages.dashboard.errors.PASSWORD_RULES]) expect(text).not.toMatch(language.below);
  });
});
