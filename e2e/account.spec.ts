// Accounts as an Indonesian shopper in Bahasa Indonesia: sign up from a category page
// (password rules shown live), come back to that page, sign out, a wrong password, sign
// in again and land where the sign-in started. axe on each account page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { signUpThroughGraphql } from './support/members.ts';
import { waitForHydration } from './support/storefront.ts';

async function expectAccessible(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(serious, name).toEqual([]);
}

const email = `sari-${Date.now().toString(36)}@example.co.id`;
const PASSWORD = 'Cantik#2025';

test('ID/id: sign up with live password rules, sign out, a wrong password, sign in again and land back', async ({ page }, testInfo) => {
  // Three full page loads, three password hashes at the real cost and four axe scans: a
  // minute on a busy machine, so two allowed.
  test.setTimeout(120_000);
  await page.goto('/?country_code=ID&language=id');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Belanja berdasarkan kategori' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pages\/categories\//);
  const startedFrom = new URL(page.url()).pathname;

  // The header link carries the full path it started from.
  const signInLink = page.getByTestId('sign-in-link');
  await expect(signInLink).toHaveText('Masuk');
  await expect(signInLink).toHaveAttribute('href', `/sign_in?return_to=${encodeURIComponent(startedFrom)}`);
  // So does the footer's.
  await expect(page.locator('.site-footer').getByRole('link', { name: 'Masuk', exact: true })).toHaveAttribute(
    'href',
    `/sign_in?return_to=${encodeURIComponent(startedFrom)}`,
  );
  await signInLink.click();
  await expect(page.getByRole('heading', { name: 'Masuk ke akun Anda' })).toBeVisible();
  await expectAccessible(page, testInfo, 'id-sign-in');
  await page.getByRole('link', { name: 'Buat akun' }).click();
  await expect(page).toHaveURL(/\/sign_up\?return_to=/);
  await waitForHydration(page);

  await page.getByLabel('Alamat email').fill(email);
  await page.getByLabel('Nama depan').fill('Sari');
  await page.getByLabel('Nama belakang').fill('Wijaya');
  await page.getByRole('textbox', { name: 'Nomor ponsel (opsional)' }).fill('81234567890');
  await page.getByLabel('Kode negara').selectOption('+62');

  // The rules answer as the shopper types.
  const rule = (code: string) => page.locator(`[data-rule="${code}"]`);
  const password = page.getByLabel('Kata sandi', { exact: true });
  await password.fill('cantik');
  await expect(rule('AUTH_MS_PV_001')).toHaveAttribute('data-met', 'false');
  await expect(rule('AUTH_MS_PV_001')).toContainText('Minimal 8 karakter');
  await expect(rule('AUTH_MS_PV_004')).toHaveAttribute('data-met', 'false');
  await password.fill('Cantik#20');
  await expect(rule('AUTH_MS_PV_002')).toHaveAttribute('data-met', 'true');
  await expect(rule('AUTH_MS_PV_004')).toHaveAttribute('data-met', 'true');
  await password.fill(PASSWORD);
  await page.getByLabel('Konfirmasi kata sandi').fill('Cantik#2024');
  await expect(rule('AUTH_MS_PV_007')).toContainText('Kata sandi tidak cocok');
  await expect(rule('AUTH_MS_PV_007')).toHaveAttribute('data-met', 'false');
  await page.getByLabel('Konfirmasi kata sandi').fill(PASSWORD);
  await expect(page.locator('[data-met="false"]')).toHaveCount(0);

  for (const label of [/pengumpulan dan penggunaan/, /pengungkapan data pribadi/, /Syarat dan Ketentuan/, /di atas 14 tahun/]) {
    await page.getByLabel(label).check();
  }
  await expectAccessible(page, testInfo, 'id-sign-up');
  await page.getByRole('button', { name: 'Buat akun' }).click();

  await expect(page).toHaveURL(new RegExp(`${startedFrom}$`));
  await expect(page.getByTestId('toast').filter({ hasText: 'Selamat datang di Lumi Beauty, Sari' })).toBeVisible();
  await expect(page.getByTestId('account-link')).toHaveText('Akun saya');

  await page.getByTestId('account-link').click();
  // A new member is welcomed; the account page says when they joined, as Indonesia writes a date.
  await expect(page.getByRole('heading', { name: 'Selamat datang, Sari' })).toBeVisible();
  await expect(page.getByTestId('member-since')).toHaveText(/^Anggota sejak \d{1,2} [A-Z][a-z]+ 20\d\d$/);
  await expect(page.getByTestId('account-details')).toContainText(email);
  await expect(page.getByTestId('account-details')).toContainText('+62 81234567890');
  await expectAccessible(page, testInfo, 'id-account');
  await page.getByRole('button', { name: 'Keluar', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Berhasil keluar' })).toBeVisible();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();

  // Back to the category page, then sign in from there.
  await page.goto(startedFrom);
  await waitForHydration(page);
  await page.getByTestId('sign-in-link').click();
  await waitForHydration(page);
  await page.getByLabel('Alamat email').fill(email);
  await page.getByLabel('Kata sandi').fill('Salah#2025');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByTestId('sign-in-error')).toHaveText('Autentikasi gagal. Periksa kembali email dan kata sandi Anda.');
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(new RegExp(`${startedFrom}$`));
  await expect(page.getByTestId('toast').filter({ hasText: 'Selamat datang kembali' })).toBeVisible();
  await expect(page.getByTestId('account-link')).toBeVisible();
  // Back again: the account page welcomes the member back, and no page offers "Sign in".
  await page.getByTestId('account-link').click();
  await expect(page.getByRole('heading', { name: 'Selamat datang kembali, Sari' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Masuk$/ })).toHaveCount(0);

  // Signed in, the sign-in page leads straight on.
  await page.goto(`/sign_in?return_to=${encodeURIComponent('/cart')}`);
  await expect(page).toHaveURL(/\/cart$/);
});

test('a return_to to another site lands on our home page after sign-in', async ({ page }) => {
  // A member to sign in with, made through the GraphQL endpoint the page uses.
  const member = `evil-check-${Date.now().toString(36)}@example.com`;
  await signUpThroughGraphql(page, { email: member, password: PASSWORD, firstName: 'Ana', lastName: 'Lee' });
  await page.context().clearCookies();

  await page.goto(`/sign_in?return_to=${encodeURIComponent('//evil.example/steal')}`);
  await waitForHydration(page);
  await page.getByLabel('Email').fill(member);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Welcome back' })).toBeVisible();
  // Our own home page: same origin as the test's base URL, path "/".
  expect(page.url()).toBe(new URL('/', test.info().project.use.baseURL).href);
});

test('password reset asks neutrally; an unlock link that is not valid says so (TH/th)', async ({ page }, testInfo) => {
  await page.goto('/sign_in?country_code=TH&language=th');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'ลืมรหัสผ่านใช่ไหม' }).click();
  await expect(page.getByRole('heading', { name: 'รีเซ็ตรหัสผ่าน' })).toBeVisible();
  await page.getByLabel('อีเมล').fill(`nobody-${Date.now().toString(36)}@example.com`);
  await page.getByRole('button', { name: 'ส่งลิงก์' }).click();
  await expect(page.getByTestId('reset-message')).toHaveText('หากมีบัญชีที่ใช้อีเมลนี้ เราได้ส่งวิธีรีเซ็ตรหัสผ่านไปให้แล้ว');
  await expectAccessible(page, testInfo, 'th-password-reset');

  await page.goto('/users/unlock?token=not-a-real-unlock-token-123');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'ปลดล็อกบัญชีของฉัน' }).click();
  await expect(page.getByTestId('unlock-error')).toHaveText('ลิงก์ปลดล็อกนี้ถูกใช้ไปแล้วหรือไม่ถูกต้อง');
  await expectAccessible(page, testInfo, 'th-unlock');
});

test('sign-up offers the site country’s calling code first and chosen, never +65 for everyone', async ({ page }) => {
  for (const [country, language, code] of [
    ['AU', 'en', '+61'],
    ['HK', 'zh', '+852'],
    ['ID', 'id', '+62'],
    ['TH', 'th', '+66'],
  ] as const) {
    await page.goto(`/sign_up?country_code=${country}&language=${language}`);
    await waitForHydration(page);
    const select = page.locator('select[name="callingCode"]');
    await expect(select).toHaveValue(code);
    expect(await select.locator('option').first().textContent()).toBe(code);
  }
});
