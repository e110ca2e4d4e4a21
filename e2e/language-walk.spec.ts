// No English left on a Thai, Hong Kong Chinese or Indonesian page (issue 15 item 6): a
// shopper walks the main pages of each site and the visible words of the header, the
// navigation, the page and the footer are read. Proper nouns are set aside first: brand and
// product names (as the catalogue and the rewards' seed have them), shade names, stores' names and addresses, the
// language switcher's own language names, and the shop's and programme's names. What is
// left must hold no English word: a word of the English interface (en.json), of the English
// category names, or of a list of common shop words.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/storefront.ts';

interface Site {
  name: string;
  arrival: string;
  search: string;
  /** English-looking words the language itself uses (Indonesian loanwords). */
  ownWords: string[];
}

const SITES: Site[] = [
  { name: 'Thai site', arrival: '/?country_code=th&language=th', search: 'ลิปสติก', ownWords: [] },
  { name: 'Hong Kong Chinese site', arrival: '/?country_code=hk&language=zh', search: '唇膏', ownWords: [] },
  {
    name: 'Indonesian site',
    arrival: '/?country_code=id&language=id',
    search: 'lipstik',
    // Words an Indonesian shop writes as English does (KBBI has most of them).
    ownWords: [
      'makeup',
      'filter',
      'online',
      'vegan',
      'paraben',
      'brand',
      'member',
      'email',
      'promo',
      'total',
      'subtotal',
      'normal',
      'serum',
      'toner',
      'eyeliner',
      'concealer',
      'bronzer',
      'highlighter',
      'primer',
      'set',
      'rating',
      'tips',
      'tab',
      'makeover',
      'per',
      'deluxe',
      'data',
      'status',
      'program',
      'voucher',
      'internet',
      'login',
      'sale',
      'spa',
      'menu',
    ],
  },
];

/** The main pages; PRODUCT is the first product of the makeup listing. */
const PAGES = [
  '/',
  '/pages/categories/makeup',
  'PRODUCT',
  'SEARCH',
  '/cart',
  '/sign_in',
  '/sign_up',
  '/stores',
  '/happening/services',
  '/beauty-pass/rewards',
  '/brands',
];

/** Elements whose text is a proper noun, kept as it is in every language. */
const PROPER = [
  '.product-card__brand',
  '.product-card__name',
  '.product__brand',
  '.product__name',
  '.variant-picker',
  'label[for^="filter-brands-"]',
  '.content-brand-grid__link',
  '.brand-index__group a',
  '.store-card h2',
  '.store-card__open + p',
  '.activity-card__stores',
  '.site-footer__attribution',
  '[data-i18n-proper]',
  '[translate="no"]',
  'body [lang]',
].join(', ');

/** The catalogue data set's title, author and source, credited under its own names (decision 0144). */
const DATA_SET_NAMES = ['Sephora Products and Skincare Reviews', 'nadyinky', 'Sephora'];
/** Names every site keeps: the shop, the loyalty programme and its tiers. */
const NAMES = ['Lumi Beauty', 'Beauty Pass', 'Lumi', 'White', 'Black', 'Gold', 'HK$', 'Rp', ...DATA_SET_NAMES];

const root = new URL('..', import.meta.url);
const english = JSON.parse(readFileSync(new URL('web/app/locale/messages/en.json', root), 'utf8')) as unknown;
const labels = readFileSync(new URL('api/src/catalog/subcategory-labels.ts', root), 'utf8');
// The rewards' and gifts' brands and product lines ("Pillow Talk", "SEPHORA COLLECTION"), as the seed names them.
const rewardSeed = readFileSync(new URL('api/src/loyalty/rewards/seed-rewards.ts', root), 'utf8');
const SEED_NAMES = [...rewardSeed.matchAll(/(?:product|brandName): '([^']+)'/g)].map((m) => m[1] ?? '');

/** Every word of the English interface and the English category names, and common shop words. */
function englishWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .toLowerCase()
      .match(/[a-z]{3,}/g) ?? [])
      words.add(word);
  };
  // Country names are place names, written alike in Indonesian ("Indonesia", "Singapura" aside).
  const walk = (value: unknown) => {
    if (typeof value === 'string') add(value);
    else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) if (key !== 'countries') walk(v);
  };
  walk(english);
  for (const match of labels.matchAll(/en: '([^']+)'/g)) add(match[1] ?? '');
  add(
    'the and your you our add bag sign filter sort shipping price results more show free shop new sale view all search store stores services rewards brands points member',
  );
  // The programme's and shop's names (NAMES), and the words of this file's proper nouns.
  for (const word of ['lumi', 'beauty', 'pass', 'white', 'black', 'gold', 'html', 'http', 'https', 'www']) words.delete(word);
  return words;
}

const ENGLISH = englishWords();

/** The visible text of header, nav, main and footer (and their labels), proper nouns taken out. */
async function visibleWords(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ proper, names }) => {
      const scope = 'header, nav, main, footer';
      const properTexts = new Set<string>(names);
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(proper))) {
        const text = el.textContent?.trim();
        if (text) properTexts.add(text);
      }
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent?.trim();
        if (!text || !el?.closest(scope) || el.closest(proper) || el.closest('script, style, noscript')) continue;
        // Hidden for everyone (not the visually-hidden text a screen reader reads).
        if (!el.checkVisibility({ visibilityProperty: true }) && !el.closest('.visually-hidden')) continue;
        texts.push(text);
      }
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(`:is(${scope}) :is([aria-label], [placeholder], img[alt])`))) {
        if (el.closest(proper)) continue;
        for (const name of ['aria-label', 'placeholder', 'alt']) {
          const value = el.getAttribute(name);
          if (value) texts.push(value);
        }
      }
      // Longest first, so "Lumi Beauty" goes before "Lumi".
      const strip = [...properTexts].sort((a, b) => b.length - a.length);
      return texts.map((text) => strip.reduce((rest, noun) => rest.split(noun).join(' '), text));
    },
    { proper: PROPER, names: [...NAMES, ...SEED_NAMES] },
  );
}

function englishIn(texts: string[], ownWords: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const word of text.match(/[A-Za-z]+(?:['’][a-z]+)?/g) ?? []) {
      const lower = word.toLowerCase();
      if (ENGLISH.has(lower) && !ownWords.includes(lower)) found.add(`${word} (in "${text.slice(0, 60)}")`);
    }
  }
  return [...found];
}

for (const site of SITES) {
  test(`${site.name}: the main pages have no English words`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(site.arrival);
    await waitForHydration(page);
    const leftovers: string[] = [];
    let product = '';
    for (const entry of PAGES) {
      let path = entry;
      if (entry === 'PRODUCT') path = product;
      if (entry === 'SEARCH') path = `/search?q=${encodeURIComponent(site.search)}`;
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('main')).toBeVisible();
      // The product page is the listing's first product.
      if (entry === '/pages/categories/makeup') {
        product = (await page.locator('.product-card a').first().getAttribute('href')) ?? '';
        expect(product).toMatch(/^\/products\//);
      }
      for (const word of englishIn(await visibleWords(page), site.ownWords)) if (!leftovers.some((l) => l.endsWith(word))) leftovers.push(`${path}: ${word}`);
    }
    expect(leftovers).toEqual([]);
  });
}

test('the walk notices English on a page (the check can fail)', async ({ page }) => {
  await page.goto('/?country_code=sg&language=en');
  await waitForHydration(page);
  const words = englishIn(await visibleWords(page), []);
  expect(words.length).toBeGreaterThan(5);
  expect(words.join(' ')).not.toMatch(/\bLumi\b|Beauty Pass/);
});
