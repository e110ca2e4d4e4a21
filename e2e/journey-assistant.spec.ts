// Journey (issue 31): the beauty assistant in each of the shop's four languages, on a phone.
// A product question with a budget and a concern is answered only with products in stock,
// within the budget, priced in the site's currency; "this Saturday" gets that Saturday's
// times at the store, and "tomorrow" the store's tomorrow, both on the store's calendar (the
// api's clock, which the sandbox may have moved, is asked, never this machine's); and the
// assistant's words are in the page's language. Every answer is checked as the shopper reads it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

interface Case {
  country: string;
  language: string;
  tag: string;
  timeZone: string;
  launcher: string;
  send: string;
  product: string;
  budgetMajor: number;
  currency: RegExp;
  saturday: string;
  tomorrow: string;
  /** Words of the page's language the answers must be in (its script), and English they must not fall back to. */
  script?: RegExp;
}

const CASES: Case[] = [
  {
    country: 'SG',
    language: 'en',
    tag: 'en-SG',
    timeZone: 'Asia/Singapore',
    launcher: 'Ask Lumi',
    send: 'Send',
    product: 'Moisturiser for dry skin under $60',
    budgetMajor: 60,
    currency: /^\$/,
    saturday: 'Can I book a full makeover this Saturday?',
    tomorrow: 'free slots for brow shaping tomorrow',
  },
  {
    country: 'TH',
    language: 'th',
    tag: 'th-TH',
    timeZone: 'Asia/Bangkok',
    launcher: 'ถาม Lumi',
    send: 'ส่ง',
    product: 'อยากได้โฟมล้างหน้าสำหรับผิวมันราคาต่ำกว่า1000บาท',
    budgetMajor: 1000,
    currency: /^฿/,
    saturday: 'อยากจองเมคโอเวอร์วันเสาร์นี้',
    tomorrow: 'อยากจองเมคโอเวอร์พรุ่งนี้',
    script: /[\u0E00-\u0E7F]/,
  },
  {
    country: 'HK',
    language: 'zh',
    tag: 'zh-HK',
    timeZone: 'Asia/Hong_Kong',
    launcher: '問 Lumi',
    send: '傳送',
    product: '適合敏感肌的防曬 500元以下',
    budgetMajor: 500,
    currency: /^HK\$/,
    saturday: '我想預約這個星期六的全妝造型',
    tomorrow: '預約修眉明天有時段嗎',
    script: /[\u4E00-\u9FFF]/,
  },
  {
    country: 'ID',
    language: 'id',
    tag: 'id-ID',
    timeZone: 'Asia/Jakarta',
    launcher: 'Tanya Lumi',
    send: 'Kirim',
    product: 'Serum untuk kulit berjerawat di bawah Rp 800.000',
    budgetMajor: 800_000,
    currency: /^Rp/,
    saturday: 'Saya mau booking makeover lengkap hari Sabtu ini',
    tomorrow: 'jadwal kosong untuk konsultasi kulit besok',
  },
];

/** English words an answer in another language must not carry (product and store names aside). */
const ENGLISH = /\b(the|for|with|here|are|under|slots?|available|store|book(ing)?|tomorrow|saturday)\b/i;

async function ask(page: Page, c: Case, question: string) {
  const panel = page.getByTestId('assistant-panel');
  const answers = panel.locator('.assistant-message--assistant:not(.assistant-message--thinking)');
  const before = await answers.count();
  await panel.getByRole('textbox').fill(question);
  await panel.getByRole('button', { name: c.send, exact: true }).click();
  await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
  return answers.nth(before);
}

/** The api's now (the sandbox clock moves by 0 working days: it only tells). */
async function apiNow(page: Page, country: string): Promise<Date> {
  const response = await page.request.post('/graphql', {
    headers: { 'x-site-country': country },
    data: { query: 'mutation ($input: AdvanceClockInput!) { sandboxAdvanceClock(input: $input) { now } }', variables: { input: { workingDays: 0, country } } },
  });
  return new Date(((await response.json()) as { data: { sandboxAdvanceClock: { now: string } } }).data.sandboxAdvanceClock.now);
}

const weekdayIn = (date: Date, c: Case) => new Intl.DateTimeFormat(c.tag, { timeZone: c.timeZone, weekday: 'short' }).format(date);
const saturdayName = (c: Case) => weekdayIn(new Date('2026-12-05T06:00:00Z'), c);

for (const c of CASES) {
  test(`${c.country}/${c.language}: products within a budget, this Saturday and tomorrow, in ${c.language}`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(`/?country_code=${c.country}&language=${c.language}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: c.launcher }).click();

    const products = await ask(page, c, c.product);
    const cards = products.getByTestId('assistant-product');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      // In stock: each card offers "Add to bag", enabled; its price is the site's, within the budget.
      await expect(card.getByRole('button')).toBeEnabled();
      const price = (await card.locator('.price-tag__sale, .price-tag__current').first().textContent())!;
      expect(price, price).toMatch(c.currency);
      expect(
        Number(
          price
            .replace(/^[^\d]+/, '')
            .replace(c.language === 'id' ? /\./g : /,/g, '')
            .replace(',', '.')
            .replace(/[^\d.]/g, ''),
        ),
      ).toBeLessThanOrEqual(c.budgetMajor);
    }
    const productText = (await products.locator('.assistant-message__text').textContent())!;
    if (c.script) expect(productText).toMatch(c.script);
    if (c.language !== 'en') expect(productText).not.toMatch(ENGLISH);

    // "This Saturday": that day only, on the store's calendar.
    const saturday = (await (await ask(page, c, c.saturday)).locator('.assistant-message__text').textContent())!;
    expect(saturday).toContain(saturdayName(c));
    if (c.language !== 'en') expect(saturday).not.toMatch(ENGLISH);

    // "Tomorrow": the store's tomorrow by the api's clock (a day after its today, in its zone).
    const now = await apiNow(page, c.country);
    const tomorrow = (await (await ask(page, c, c.tomorrow)).locator('.assistant-message__text').textContent())!;
    expect(tomorrow).toContain(weekdayIn(new Date(now.getTime() + 86_400_000), c));
    if (c.script) expect(tomorrow).toMatch(c.script);
    if (c.language !== 'en') expect(tomorrow).not.toMatch(ENGLISH);

    await expect(cards.first()).toBeVisible(); // the first answer keeps its cards
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
