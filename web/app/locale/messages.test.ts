// The four message files are complete and really translated: a shopper never meets an
// English string, an empty label or a raw key on an id, th or zh page.
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import id from './messages/id.json';
import th from './messages/th.json';
import zh from './messages/zh.json';
import { simplifiedIn } from './simplified-han';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const reference = flatten(en);
const translations = { id: flatten(id), th: flatten(th), zh: flatten(zh) };

/**
 * The programme's own names, the same on every site (as the shop's signage and cards print
 * them): Beauty Pass, its tiers, its sale; and the e-mail part name "HTML".
 */
const PROGRAMME_NAMES = [
  'loyalty.title',
  'loyalty.tier.white',
  'loyalty.tier.black',
  'loyalty.tier.gold',
  'rewards.tier.WHITE',
  'rewards.tier.BLACK',
  'rewards.tier.GOLD',
  'rewards.discount.TEN_PERCENT_OFF',
  'mail.inbox.html',
];

/** Keys whose text is rightly the same as in English, with the reason. */
const SAME_AS_ENGLISH: Record<keyof typeof translations, string[]> = {
  // The brand name plus the translated country name.
  id: [
    'site.title',
    // Indonesian writes these country names as English does.
    'countries.AU',
    'countries.HK',
    'countries.ID',
    'countries.MY',
    'countries.TH',
    // Loanwords in everyday Indonesian shop use.
    'cart.subtotal',
    'cart.lineTotal',
    // Indonesian uses the same word.
    'reviews.skinType.NORMAL',
    'dashboard.beauty.options.normal',
    'header.menu',
    'content.carousel.slideRoleDescription',
    // Developer pages' technical words, as Indonesian developers write them.
    'sandbox.title',
    'sandbox.contentful.slug',
    ...PROGRAMME_NAMES,
  ],
  th: ['site.title', ...PROGRAMME_NAMES],
  zh: ['site.title', ...PROGRAMME_NAMES.filter((key) => key !== 'rewards.discount.TEN_PERCENT_OFF')],
};

const SCRIPT: Partial<Record<keyof typeof translations, RegExp>> = {
  th: /\p{Script=Thai}/u,
  zh: /\p{Script=Han}/u,
};

describe('messages', () => {
  it('has no empty English text', () => {
    for (const [key, value] of reference) expect(value.trim(), key).not.toBe('');
  });

  for (const [language, messages] of Object.entries(translations) as [keyof typeof translations, Map<string, string>][]) {
    describe(language, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

      it('has every key of en.json, with the plural forms the language uses', () => {
        const missing: string[] = [];
        for (const key of reference.keys()) {
          if (PLURAL.test(key)) {
            const base = key.replace(PLURAL, '');
            for (const category of categories) if (!messages.has(`${base}_${category}`)) missing.push(`${base}_${category}`);
          } else if (!messages.has(key)) missing.push(key);
        }
        expect([...new Set(missing)]).toEqual([]);
      });

      it('has no key en.json lacks and no plural form the language does not use', () => {
        const extra = [...messages.keys()].filter((key) => {
          if (!PLURAL.test(key)) return !reference.has(key);
          const base = key.replace(PLURAL, '');
          const form = PLURAL.exec(key)?.[1] as Intl.LDMLPluralRule;
          return !reference.has(`${base}_other`) || !categories.includes(form);
        });
        expect(extra).toEqual([]);
      });

      it('has no empty text and keeps the placeholders of the English text', () => {
        for (const [key, value] of messages) {
          expect(value.trim(), key).not.toBe('');
          const englishKey = PLURAL.test(key) ? `${key.replace(PLURAL, '')}_other` : key;
          expect(placeholders(value), key).toEqual(placeholders(reference.get(englishKey) ?? ''));
        }
      });

      it('is translated, not copied from English', () => {
        const copied = [...messages].filter(([key, value]) => reference.get(key) === value && !SAME_AS_ENGLISH[language].includes(key));
        expect(copied.map(([key]) => key)).toEqual([]);
      });

      const script = SCRIPT[language];
      if (script) {
        it('is written in the language’s script', () => {
          const latinOnly = [...messages].filter(([key, value]) => !script.test(value) && !SAME_AS_ENGLISH[language].includes(key));
          expect(latinOnly.map(([key]) => key)).toEqual([]);
        });
      }
    });
  }
});

describe('one register per language (issue 15 item 6)', () => {
  it('speaks to the shopper as "Anda" in Bahasa Indonesia and "您" in Chinese, never the familiar forms', () => {
    // "-mu" on a word the shop talks about ("akunmu", "tasmu") is the familiar "your".
    const familiar = {
      id: /\b(kamu|kau|mu|dirimu|(akun|tas|pesanan|sandi|keranjang|poin|profil|alamat|kulit|rambut|email|hadiah|kartu|ulasan|favorit|pesananmu|belanjaan)mu)\b/i,
      zh: /你/,
    } as const;
    for (const [language, pattern] of Object.entries(familiar)) {
      const found = [...translations[language as 'id' | 'zh']].filter(([, text]) => pattern.test(text)).map(([key]) => key);
      expect(found, language).toEqual([]);
    }
  });
});

describe('Hong Kong Chinese (issue 15 item 6)', () => {
  it('is written in Traditional characters, with no Simplified form (个, 们, 这, 产品, 购物, 会员 …)', () => {
    const simplified = [...translations.zh].map(([key, text]) => [key, simplifiedIn(text).join('')] as const).filter(([, found]) => found !== '');
    expect(simplified).toEqual([]);
  });

  it('would notice a Simplified text', () => {
    expect(simplifiedIn('这个产品的会员优惠')).toEqual(['这', '个', '产', '会', '员', '优']);
    expect(simplifiedIn('這個產品的會員優惠')).toEqual([]);
  });
});
