// Bookings in a real browser (issue 13 item 8): a Singapore guest books a makeover with
// any available artist, reads the confirmation number, reschedules, and cancels from the
// confirmation e-mail's link; an AU member sees a Perth store's times on Perth's clock,
// also in My bookings; a Thai shopper books a class in Thai; an expired booking says so;
// the booking pages pass axe. The e-mail's link is read from the api's outbox through its
// sandbox call (sandbox/bookings/{id}/mails, not in production): the mail kit's development
// inbox was not on main yet.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import { PASSWORD, SIGN_UP, signUpInput, uniqueEmail } from '../gateway/test/support/session.ts';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';

// Whole journeys on a shared two-core machine: signing up and axe alone take tens of seconds.
test.describe.configure({ timeout: 180_000 });

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4101'}/api/web/v1`;
const API_HEADERS = { 'x-platform': 'web', 'x-app-version': '1.0.0', 'accept-language': 'en', 'x-site-country': 'sg' };

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(serious, `${name}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** Answers the questions a booking asks: the first option of each choice question. */
async function answerQuestions(page: Page) {
  const groups = page.locator('.booking-questions fieldset');
  for (let i = 0; i < (await groups.count()); i += 1) {
    const first = groups.nth(i).locator('input').first();
    if (!(await first.isChecked())) await first.check();
  }
}

const wallTime = (instant: string, tag: string, timeZone: string) =>
  new Intl.DateTimeFormat(tag, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const body = await (await request.post('/graphql', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

const FIRST_SLOT = `query ($a: ID!, $s: ID!) { slotCalendar(activityId: $a, storeId: $s) { days { date slotCount } } }`;
const SLOTS = `query ($a: ID!, $s: ID!, $d: String!) { timeSlots(activityId: $a, storeId: $s, date: $d) { slots { startsAt } } }`;

async function firstSlots(request: APIRequestContext, activityId: string, storeId: string): Promise<string[]> {
  const calendar = await graphql(request, FIRST_SLOT, { a: activityId, s: storeId });
  const day = calendar.slotCalendar.days.find((d: { slotCount: number }) => d.slotCount > 0);
  const slots = await graphql(request, SLOTS, { a: activityId, s: storeId, d: day.date });
  return slots.timeSlots.slots.map((s: { startsAt: string }) => s.startsAt);
}

test('a Singapore guest books a makeover with any artist, reschedules, and cancels from the e-mail’s link', async ({ page, request }, testInfo) => {
  // The longest journey: four pages under axe besides the booking itself.
  test.setTimeout(360_000);
  const errors = watchPageErrors(page);
  await page.goto('/happening/services');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Beauty services, classes and events' })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'services');
  await page.getByRole('link', { name: 'Full makeover', exact: true }).click();
  await expect(page).toHaveURL(/\/happening\/services\/AC-SG-full-makeover$/);
  // The blank layout: the page without the shop's header and footer.
  await expect(page.locator('header.site-header')).toHaveCount(0);
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
  await expect(page.getByTestId('activity-price')).toHaveText(/^\$\d+/);

  await page.getByTestId('time-slots').getByRole('radio').first().check();
  await expect(page.getByRole('radio', { name: 'Any available artist' })).toBeChecked();
  await answerQuestions(page);
  await expectNoSeriousViolations(page, testInfo, 'booking-form');

  // The form's messages, next to their fields.
  await page.getByTestId('complete-booking').click();
  await expect(page.getByTestId('error-contact.fullName')).toHaveText('Full Name is required');
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Full name').fill('Mei Lin Tan');
  await page.getByLabel('Email (optional)').fill('mei@example');
  await page.getByLabel('Phone (optional)').fill('12ab');
  await page.getByTestId('complete-booking').click();
  await expect(page.getByTestId('error-contact.email')).toHaveText('Invalid email');
  await expect(page.getByTestId('error-contact.phone')).toHaveText('Invalid phone number');
  await page.getByLabel('Email (optional)').fill(`mei-${Date.now()}@example.com`);
  await page.getByLabel('Phone (optional)').fill('+65 9123 4567');
  await page.getByTestId('complete-booking').click();

  await expect(page.getByText('Booking Confirmed')).toBeVisible();
  const confirmation = page.getByTestId('confirmation-number');
  await expect(confirmation).toHaveText(/^SG-[A-Z0-9]{6}$/);
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
  // Any available artist: the store assigned one.
  await expect(page.getByTestId('booking-artist')).not.toHaveText('Any available artist');
  await expectNoSeriousViolations(page, testInfo, 'booking-confirmed');

  await page.getByTestId('manage-booking').click();
  await expect(page).toHaveURL(/\/happening\/services\/reschedule\/[^/?]+\?token=/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const before = await page.getByTestId('booking-when').textContent();
  await page.getByTestId('time-slots').getByRole('radio').last().check();
  await page.getByTestId('reschedule-booking').click();
  await expect(page.getByText('Booking Rescheduled')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Rescheduled');
  await expect(page.getByTestId('booking-when')).not.toHaveText(before!);
  await expectNoSeriousViolations(page, testInfo, 'booking-rescheduled');

  // The confirmation e-mail's cancel link, as the guest would open it.
  const mail = await (await request.get(`${API}/sandbox/bookings/${id}/mails`, { headers: API_HEADERS })).json();
  expect(mail.mails.map((m: { kind: string }) => m.kind)).toEqual(['booking_confirmed', 'booking_rescheduled']);
  await page.goto(mail.mails[0].payload.links.cancel);
  await waitForHydration(page);
  await expect(page.getByTestId('confirmation-number')).toHaveText((await confirmation.textContent()) ?? '');
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByText('Booking Cancelled')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('booking-closed')).toHaveText('This booking was cancelled.');
  expect(errors).toEqual([]);
});

test('a guest who leaves the e-mail empty keeps the booking’s own link, and reschedules and cancels from the result page', async ({ page }, testInfo) => {
  // A phone's width: the form's radios stay round native controls with their labels.
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchPageErrors(page);
  await page.goto('/happening/services/AC-SG-full-makeover');
  await waitForHydration(page);
  await page.getByTestId('time-slots').getByRole('radio').first().check();
  await answerQuestions(page);
  await expect(page.getByRole('radio', { name: 'Any available artist' })).toBeChecked();
  // A question's radio is a small round control beside its label, not a box across the page.
  const occasion = page.getByRole('radio', { name: 'Everyday' });
  await expect(occasion).toBeChecked();
  const box = (await occasion.boundingBox())!;
  expect(box.width).toBeLessThan(40);
  expect(box.height).toBeLessThan(40);
  await page.screenshot({ path: testInfo.outputPath('booking-form-390.png'), fullPage: true });
  await page.getByLabel('Full name').fill('Ana Reyes');
  await page.getByTestId('complete-booking').click();

  await expect(page.getByText('Booking Confirmed')).toBeVisible();
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^SG-[A-Z0-9]{6}$/);
  const link = page.getByTestId('booking-manage-link');
  await expect(page.locator('.booking-manage-link')).toContainText("Your booking's link");
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^http:\/\/localhost:\d+\/happening\/services\/reschedule\/[^/?]+\?token=/);
  await expect(link).toHaveText(href);
  await expectNoSeriousViolations(page, testInfo, 'booked-without-email');

  const cancelHref = (await page.getByTestId('cancel-booking-link').getAttribute('href'))!;
  expect(cancelHref).toMatch(/^\/happening\/services\/cancel\/[^/?]+\?token=/);

  // The result page's actions work: reschedule, then cancel.
  await page.getByTestId('manage-booking').click();
  await expect(page).toHaveURL(/\/happening\/services\/reschedule\/[^/?]+\?token=/);
  const before = await page.getByTestId('booking-when').textContent();
  await page.getByTestId('time-slots').getByRole('radio').last().check();
  await page.getByTestId('reschedule-booking').click();
  await expect(page.getByText('Booking Rescheduled')).toBeVisible();
  await expect(page.getByTestId('booking-when')).not.toHaveText(before!);
  await page.goto(cancelHref);
  await waitForHydration(page);
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByText('Booking Cancelled')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');

  // The saved link opens the booking again later, in a new page load.
  await page.goto(href);
  await waitForHydration(page);
  await expect(page.getByTestId('booking-closed')).toHaveText('This booking was cancelled.');
  expect(errors).toEqual([]);
});

test('an expired booking shows that it cannot be rescheduled or cancelled', async ({ page, request }, testInfo) => {
  // A booking whose slot began in the past, with its manage token (the api's sandbox call).
  const made = await request.post(`${API}/sandbox/bookings/expired`, {
    headers: API_HEADERS,
    data: { activityId: 'AC-SG-express-makeup', storeId: 'ST-SG-2', fullName: 'Wei Ling Goh' },
  });
  expect(made.status()).toBe(201);
  const expired = await made.json();
  const booking = { id: expired.id as string };
  const accessToken = expired.manageToken as string;

  await page.goto(`/happening/services/cancel/${booking.id}?token=${encodeURIComponent(accessToken)}`);
  await waitForHydration(page);
  await expect(page.getByTestId('booking-status')).toHaveText('Expired');
  await expect(page.getByTestId('booking-closed')).toHaveText('Your booking has expired and cannot be rescheduled or cancelled.');
  await expect(page.getByTestId('confirm-cancel')).toHaveCount(0);
  await page.goto(`/happening/services/reschedule/${booking.id}?token=${encodeURIComponent(accessToken)}`);
  await expect(page.getByTestId('booking-closed')).toHaveText('Your booking has expired and cannot be rescheduled or cancelled.');
  await expect(page.getByTestId('reschedule-booking')).toHaveCount(0);
  await expectNoSeriousViolations(page, testInfo, 'booking-expired');
});

test('an Australian member booking in Perth sees Perth’s times, also in My bookings', async ({ page }) => {
  await page.goto('/?country_code=AU');
  await waitForHydration(page);
  const email = uniqueEmail();
  const signUp = await graphql(page.request, SIGN_UP, {
    input: { ...signUpInput(email), firstName: 'Olivia', lastName: 'Nguyen', mobile: { callingCode: '+61', number: '412345678' } },
  });
  expect(signUp.signUp.userErrors).toEqual([]);
  expect(PASSWORD).toBeTruthy();

  await page.goto('/happening/services/AC-AU-full-makeover');
  await waitForHydration(page);
  await page.getByLabel('Store').selectOption({ label: 'Forrest Chase Perth' });
  const slots = await firstSlots(page.request, 'AC-AU-full-makeover', 'ST-AU-4');
  const firstRadio = page.getByTestId('time-slots').getByRole('radio').first();
  await expect(firstRadio).toBeVisible();
  // The first time on Perth's clock (AWST), not Sydney's.
  await expect(page.getByTestId('slot-zone')).toContainText('AWST');
  await expect(page.getByTestId('time-slots').locator('label').first()).toHaveText(wallTime(slots[0]!, 'en-AU', 'Australia/Perth'));
  expect(wallTime(slots[0]!, 'en-AU', 'Australia/Perth')).not.toBe(wallTime(slots[0]!, 'en-AU', 'Australia/Sydney'));
  await firstRadio.check();
  await answerQuestions(page);
  // The member's own name to start with.
  await expect(page.getByLabel('Full name')).toHaveValue('Olivia Nguyen');
  await page.getByTestId('complete-booking').click();
  await expect(page.getByText('Booking Confirmed')).toBeVisible();
  await expect(page.getByTestId('booking-when')).toContainText('AWST');
  const number = await page.getByTestId('confirmation-number').textContent();

  await page.goto('/account');
  await waitForHydration(page);
  const mine = page.getByTestId('my-booking');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(number!);
  await expect(mine).toContainText('AWST');
  await expect(mine).toContainText(wallTime(slots[0]!, 'en-AU', 'Australia/Perth'));
});

test('a Thai shopper books a class in Thai', async ({ page }, testInfo) => {
  await page.goto('/happening/services?country_code=TH&language=th');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  const classes = page.getByRole('region', { name: 'คลาส' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'คลาส', exact: true }) }));
  await classes.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/happening\/classes\//);
  await waitForHydration(page);
  await expect(page.getByTestId('activity-price')).toHaveText(/฿|ฟรี/);
  await expect(page.getByTestId('activity-remaining')).toHaveText(/^เหลือ \d+ ที่$/);
  await page.getByTestId('sessions').getByRole('radio').first().check();
  await answerQuestions(page);
  await page.getByTestId('complete-booking').click();
  await expect(page.getByTestId('error-contact.fullName')).toHaveText('กรุณากรอกชื่อ-นามสกุล');
  await page.getByLabel('ชื่อ-นามสกุล').fill('สมศรี ใจดี');
  await page.getByTestId('complete-booking').click();
  await expect(page.getByText('ยืนยันการจองแล้ว')).toBeVisible();
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^TH-[A-Z0-9]{6}$/);
  await expect(page.getByTestId('booking-status')).toHaveText('ยืนยันแล้ว');
  await expectNoSeriousViolations(page, testInfo, 'th-class-booked');
});

test('a booking the provider did not confirm is not completed, with a way back', async ({ page }) => {
  await page.goto('/happening/services/booxi/success?reference=made-up&bookingId=1');
  await waitForHydration(page);
  await expect(page.getByTestId('booking-not-completed')).toContainText('Booking not completed, go Back and try again');
  await page.getByTestId('booking-back').click();
  await expect(page).toHaveURL(/\/happening\/services$/);
});
