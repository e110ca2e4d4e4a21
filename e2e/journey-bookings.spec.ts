// Journey (issue 31): bookings across the store locator, the booking flow, the mail and the
// manage pages, on a phone, in Chinese (HK) and in Indonesian (ID). A Hong Kong shopper
// finds the store by its district's Chinese name, books from that store's card (the store
// stays chosen), and reschedules and cancels from the confirmation mail's own links; an
// Indonesian guest who leaves the e-mail empty manages the booking from the result page.
// Every page passes axe; every text checked is the one the shopper reads in that language.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';
import zh from '../web/app/locale/messages/zh.json' with { type: 'json' };
import id from '../web/app/locale/messages/id.json' with { type: 'json' };

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4101'}/api/web/v1`;

async function expectAccessible(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  expect(serious, name).toEqual([]);
}

async function answerQuestions(page: Page) {
  const groups = page.locator('.booking-questions fieldset');
  for (let i = 0; i < (await groups.count()); i += 1) {
    const first = groups.nth(i).locator('input').first();
    if ((await first.getAttribute('type')) === 'radio' && !(await first.isChecked())) await first.check();
  }
}

/** The booking's mails as the api queued them (the sandbox's read of its outbox). */
async function mailsOf(request: APIRequestContext, bookingId: string, country: string) {
  const response = await request.get(`${API}/sandbox/bookings/${bookingId}/mails`, {
    headers: { 'x-site-country': country.toLowerCase(), 'accept-language': 'en' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { mails: { kind: string; payload: { links: { reschedule: string; cancel: string } } }[] }).mails;
}

test('HK/zh: finds the store by 銅鑼灣, books there from its card, reschedules and cancels from the mail', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  await page.goto('/stores?country_code=HK&language=zh');
  await waitForHydration(page);
  await page.getByLabel(zh.store.placeLabel).fill('銅鑼灣');
  await page.getByLabel(zh.store.placeLabel).press('Enter');
  const card = page.getByTestId('store-card').first();
  await expect(card.getByRole('heading')).toHaveText('銅鑼灣時代廣場');
  await expectAccessible(page, 'stores');

  await card.getByRole('link', { name: zh.store.bookService }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.booking.servicesTitle);
  const storeId = new URL(page.url()).searchParams.get('store')!;
  expect(storeId).toMatch(/^ST-HK-/);
  await expectAccessible(page, 'services');
  await page.getByRole('link', { name: '全妝造型', exact: true }).click();
  await waitForHydration(page);
  // The store chosen on the locator is the one booked, not the first of the list.
  const storeSelect = page.locator('#booking-store');
  if (await storeSelect.count()) await expect(storeSelect).toHaveValue(storeId);
  await page.getByTestId('time-slots').getByRole('radio').first().check();
  await answerQuestions(page);
  await page.locator('#contact-fullName').fill('陳美玲');
  await expect(page.getByText(zh.booking.form.fullName, { exact: true })).toBeVisible();
  await page.locator('#contact-email').fill(`mei-${Date.now().toString(36)}@example.com.hk`);
  await expectAccessible(page, 'booking-form');
  await page.getByTestId('complete-booking').click();

  await expect(page.getByRole('heading', { name: zh.booking.confirmedTitle })).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText(zh.booking.statuses.CONFIRMED);
  await expect(page.getByTestId('booking-details')).toContainText('銅鑼灣時代廣場');
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^HK-[A-Z0-9]{6}$/);
  const number = await page.getByTestId('confirmation-number').textContent();
  const bookingId = new URL((await page.getByTestId('manage-booking').getAttribute('href'))!, page.url()).pathname.split('/').at(-1)!;
  await expectAccessible(page, 'booked');

  // The confirmation mail carries both links; each opens the booking signed out.
  const [confirmed] = await mailsOf(request, bookingId, 'HK');
  expect(confirmed!.kind).toBe('booking_confirmed');
  await page.context().clearCookies();
  await page.goto(confirmed!.payload.links.reschedule);
  await waitForHydration(page);
  await expect(page.getByTestId('confirmation-number')).toHaveText(number!);
  const before = await page.getByTestId('booking-when').textContent();
  await page.getByTestId('time-slots').getByRole('radio').last().check();
  await page.getByTestId('reschedule-booking').click();
  await expect(page.getByTestId('booking-status')).toHaveText(zh.booking.statuses.RESCHEDULED);
  await expect(page.getByTestId('booking-when')).not.toHaveText(before!);
  await expectAccessible(page, 'rescheduled');

  const mails = await mailsOf(request, bookingId, 'HK');
  expect(mails.map((m) => m.kind)).toEqual(['booking_confirmed', 'booking_rescheduled']);
  await page.goto(mails[1]!.payload.links.cancel);
  await waitForHydration(page);
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('booking-status')).toHaveText(zh.booking.statuses.CANCELLED);
  await expectAccessible(page, 'cancelled');
  expect(errors).toEqual([]);
});

test('ID/id: a guest who leaves the e-mail empty manages the booking from the result page', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/happening/services?country_code=ID&language=id');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(id.booking.servicesTitle);
  await page.getByRole('link', { name: 'Makeover lengkap', exact: true }).first().click();
  await waitForHydration(page);
  await page.getByTestId('time-slots').getByRole('radio').first().check();
  await answerQuestions(page);
  await expect(page.getByRole('radio', { name: id.booking.anyArtist })).toBeChecked();
  await page.getByLabel(id.booking.form.fullName).fill('Siti Rahma');
  await page.getByTestId('complete-booking').click();

  await expect(page.getByRole('heading', { name: id.booking.confirmedTitle })).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText(id.booking.statuses.CONFIRMED);
  await expect(page.getByTestId('booking-result')).toContainText(id.booking.confirmedKeepLink);
  const link = page.getByTestId('booking-manage-link');
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/\/happening\/services\/reschedule\/[^/?]+\?token=/);
  await expectAccessible(page, 'booked-without-email');

  await page.getByTestId('manage-booking').click();
  const before = await page.getByTestId('booking-when').textContent();
  await page.getByTestId('time-slots').getByRole('radio').last().check();
  await page.getByTestId('reschedule-booking').click();
  await expect(page.getByTestId('booking-status')).toHaveText(id.booking.statuses.RESCHEDULED);
  await expect(page.getByTestId('booking-when')).not.toHaveText(before!);
  await page.getByRole('link', { name: id.booking.cancel }).click();
  await waitForHydration(page);
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('booking-status')).toHaveText(id.booking.statuses.CANCELLED);
  await expectAccessible(page, 'cancelled');

  // The link kept from the result page opens the booking later, in a new page load.
  await page.goto(href);
  await waitForHydration(page);
  await expect(page.getByTestId('booking-status')).toHaveText(id.booking.statuses.CANCELLED);
  expect(errors).toEqual([]);
});
