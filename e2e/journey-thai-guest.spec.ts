// Journey (issue 31): a first-time guest in Thailand, in Thai, on a phone. The welcome
// chooser → the arrival overlay (closed) → Makeup → two filters in the sheet → a lipstick in
// a shade other than the default → the bag shows that shade → search with a Thai typo and
// the compound word ครีมกันแดด → checkout, where the guest joins Beauty Pass and comes back
// with the bag (decision 0153) and the ฿300 welcome voucher the overlay promised → pay →
// the order mail's link, opened signed out on another phone, shows the order in Thai.
import { expect, type Page, test } from '@playwright/test';
import { amountOf, expectAccessible, waitForHydration, watchPageErrors } from './support/storefront.ts';

test.setTimeout(240_000);
// A fresh device: no locale cookies (the chooser shows) and the overlay not yet dismissed.
test.use({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });

const PASSWORD = 'Suay#2026th';
const consents = [/เก็บรวบรวมและใช้ข้อมูลส่วนบุคคล/, /เปิดเผยข้อมูลส่วนบุคคล/, /ยอมรับข้อกำหนดและเงื่อนไข/, /อายุมากกว่า 14 ปี/];

/** The number of results a listing or search page says it shows ("1-19 จาก 19 รายการ" → 19). */
async function resultTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^1-\d+ จาก [\d,]+ รายการ$/).textContent()) ?? '';
  return Number(/จาก ([\d,]+)/.exec(text)![1]!.replace(/,/g, ''));
}

/** From a listing: the first card whose product has two shades in stock; picks the second. */
async function openLipstickInSecondShade(page: Page): Promise<{ name: string; shade: string }> {
  const cards = page.locator('.product-card').filter({ hasNot: page.locator('.product-card__stock') });
  const listing = page.url();
  for (let i = 0; i < (await cards.count()); i += 1) {
    await cards.nth(i).locator('a').first().click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.locator('.purchase__add')).toBeVisible();
    const shades = page.locator('.variant-picker__label:not(.is-out-of-stock)');
    if ((await shades.count()) >= 2) {
      const shade = (await shades.nth(1).getAttribute('title')) ?? '';
      await shades.nth(1).click();
      await expect(page.locator('.variant-picker')).toContainText(`เฉดสี: ${shade}`);
      if (await page.locator('.purchase__add').isEnabled()) return { name: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '', shade };
    }
    await page.goto(listing);
    await waitForHydration(page);
  }
  throw new Error('No lipstick on this listing has two shades in stock');
}

test('TH/th: a first-time guest filters, picks a shade, searches in Thai, joins at checkout, pays and opens the order from the mail signed out', async ({
  page,
  browser,
}) => {
  const errors = watchPageErrors(page);

  // The welcome chooser, then the arrival overlay: its promise is checked at checkout.
  await page.goto('/');
  await waitForHydration(page);
  const welcome = page.getByRole('region', { name: 'Welcome to Lumi Beauty' });
  await expectAccessible(page, 'welcome');
  await welcome.getByRole('link', { name: 'Thailand · ไทย' }).click();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  const overlay = page.locator('dialog.content-overlay');
  await expect(overlay).toContainText('บัตรกำนัลต้อนรับมูลค่า ฿300');
  await overlay.getByRole('button', { name: 'ปิด' }).click();
  await expect(overlay).toBeHidden();

  // Makeup, then lips and a price range in the sheet: its button counts what the listing shows.
  await page.locator('.category-tiles').getByRole('link', { name: 'เมคอัพ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('เมคอัพ');
  await expect(page.getByText(/^1-24 จาก [\d,]+ รายการ$/)).toBeVisible();
  await page.getByRole('button', { name: 'กรองและเรียงลำดับ' }).click();
  const sheet = page.getByRole('dialog', { name: 'กรองและเรียงลำดับ' });
  await sheet.getByRole('checkbox', { name: /^ริมฝีปาก \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/categories=makeup%2Flip/);
  const priceRange = sheet.getByRole('group', { name: 'ราคา' }).getByRole('checkbox', { name: /^฿600 ถึง ฿1,200 \(\d+\)$/ });
  await priceRange.check();
  await expect(page).toHaveURL(/price=600-1200/);
  const show = sheet.getByRole('button', { name: /^แสดง [\d,]+ รายการ$/ });
  const shownCount = async () => Number(/[\d,]+/.exec((await show.textContent()) ?? '')![0].replace(/,/g, ''));
  // The sheet's button and the listing behind it settle on the same count.
  await expect.poll(async () => (await shownCount()) === (await resultTotal(page))).toBe(true);
  const shown = await shownCount();
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.locator('.listing-filters__chips li')).toHaveText([/ริมฝีปาก/, /฿600 ถึง ฿1,200/]);
  expect(await resultTotal(page)).toBe(shown);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is no wider than the phone').toBeLessThanOrEqual(390);
  // What each card asks (its sale price when on sale) is in baht and inside the range.
  for (const price of await page.locator('.product-card .price-tag').locator('.price-tag__sale, .price-tag__current').allTextContents()) {
    expect(price).toMatch(/฿[\d,]+$/);
    expect(amountOf(price)).toBeGreaterThanOrEqual(600);
    expect(amountOf(price)).toBeLessThanOrEqual(1200);
  }
  await expectAccessible(page, 'filtered-listing');

  // A lipstick in its second shade: the bag shows that shade's picture and name.
  const lipstick = await openLipstickInSecondShade(page);
  const packshot = await page
    .getByRole('img', { name: new RegExp(`เฉดสี ${lipstick.shade}$`) })
    .first()
    .getAttribute('src');
  await expectAccessible(page, 'product');
  await page.getByRole('button', { name: 'เพิ่มลงถุง' }).click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await page.goto('/cart');
  await waitForHydration(page);
  const line = page.locator('.bag-line').first();
  await expect(line).toContainText(lipstick.name);
  await expect(line).toContainText(lipstick.shade);
  await expect(line.locator('img')).toHaveAttribute('src', packshot!);
  await expectAccessible(page, 'bag');

  // Search (the phone header's button opens the box): a typo gets "did you mean", and
  // ครีมกันแดด (sun cream) finds every sunscreen กันแดด does.
  const box = page.getByRole('searchbox', { name: 'ค้นหา' });
  const openSearch = async () => {
    if (!(await box.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'ค้นหา' }).click();
    await expect(box).toBeVisible();
  };
  await openSearch();
  await box.fill('ลิปสติค');
  const panel = page.locator('#search-panel');
  await expect(panel.getByText('คุณหมายถึง:')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'ลิปสติก', exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'search-typo');
  await box.fill('กันแดด');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผลการค้นหาสำหรับ “กันแดด”');
  const sunscreens = await resultTotal(page);
  expect(sunscreens).toBeGreaterThan(4);
  await openSearch();
  await box.fill('ครีมกันแดด');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผลการค้นหาสำหรับ “ครีมกันแดด”');
  expect(await resultTotal(page)).toBe(sunscreens);
  await expectAccessible(page, 'search-results');

  // Checkout as a guest: the offer to join, which comes back here with the bag.
  await page.goto('/checkout');
  await waitForHydration(page);
  const member = page.getByTestId('checkout-member');
  await expect(member).toContainText('รับคะแนน Beauty Pass จากคำสั่งซื้อนี้');
  await expectAccessible(page, 'guest-checkout');
  await member.getByRole('link', { name: 'สมัครสมาชิก Beauty Pass' }).click();
  await expect(page).toHaveURL(/\/sign_up\?return_to=%2Fcheckout$/);
  await waitForHydration(page);
  const email = `thai-guest-${Date.now().toString(36)}@example.co.th`;
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('ชื่อ', { exact: true }).fill('มาลี');
  await page.getByLabel('นามสกุล').fill('ศรีสุข');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill(PASSWORD);
  for (const consent of consents) await page.getByLabel(consent).check();
  await expectAccessible(page, 'sign-up');
  await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 30_000 });
  await waitForHydration(page);
  await expect(page.getByTestId('checkout-member')).toHaveCount(0);
  const summary = page.locator('.bag-summary');
  await expect(summary).toContainText(lipstick.name);
  await expect(summary.getByTestId('summary-discount')).toContainText('฿300');
  await expect(page.getByLabel('อีเมล')).toHaveValue(email);
  await expect(page.getByLabel('ชื่อ-นามสกุล')).toHaveValue('มาลี ศรีสุข');
  const total = (await summary.getByTestId('summary-total').textContent())!.replace(/^ยอดรวม/, '').trim();

  // Pay: delivery to a Bangkok address with the approved test card.
  await page.getByLabel('หมายเลขโทรศัพท์มือถือ').fill('81 234 5678');
  await page.getByLabel('ที่อยู่', { exact: true }).fill('999 ถนนพระราม 1');
  await page.getByLabel('เมือง/เขต').fill('ปทุมวัน');
  await page.getByLabel('รหัสไปรษณีย์').fill('10330');
  await page.getByLabel('หมายเลขบัตร').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'สั่งซื้อ' }).click();
  await expect(page.getByTestId('order-outcome')).toContainText('ขอบคุณ! คำสั่งซื้อของคุณได้รับการยืนยันแล้ว', { timeout: 30_000 });
  const number = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByTestId('summary-total')).toContainText(total);
  await expectAccessible(page, 'order');

  // The confirmation mail, in Thai, and its link opened on a phone that never signed in.
  const subject = `ยืนยันคำสั่งซื้อ Lumi Beauty ${number} ของคุณแล้ว`;
  await expect(async () => {
    await page.goto(`/sandbox/inbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 3_000] });
  await page.getByRole('link', { name: subject }).click();
  const mail = (await page.getByTestId('dev-mail-text').textContent()) ?? '';
  expect(mail).toContain(lipstick.name);
  expect(mail).toContain(total);
  const href = /ดูคำสั่งซื้อของฉัน: (\S+)/.exec(mail)?.[1];
  expect(href, 'the mail links the order').toBeDefined();
  const link = new URL(href!);
  expect(link.searchParams.get('token'), 'the link is signed').toBeTruthy();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });
  const signedOut = await phone.newPage();
  await signedOut.goto(`${link.pathname}${link.search}`);
  await waitForHydration(signedOut);
  await expect(signedOut.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(signedOut.getByRole('heading', { level: 1 })).toHaveText(`คำสั่งซื้อ ${number}`);
  await expect(signedOut.getByTestId('summary-total')).toContainText(total);
  await expect(signedOut.locator('main')).toContainText(lipstick.name);
  await expectAccessible(signedOut, 'order-from-mail');
  await phone.close();
  expect(errors).toEqual([]);
});
