// The account dashboard as a Hong Kong member reading Chinese, and an Indonesian one:
// the profile with the site's calling code and the date of birth in the locale's format,
// the beauty profile earning its points once, the password change, the development inbox
// showing the welcome and reset mails in the shopper's language, and deleting the account.
// Ports 3150/4150/4151 (E2E_*_PORT). Mail goes to files (no SMTP_URL); the api's job
// runner sends it within JOBS_INTERVAL_MS (10 s).
import { expect, type Page, test } from '@playwright/test';
import { completeBeautyProfile, deleteAccount } from './support/account-dashboard.ts';
import { waitForHydration } from './support/storefront.ts';

const consents = { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true };

/** A member signed up through the page's own GraphQL endpoint, in the locale the page holds. */
async function signUp(page: Page, arrival: string, email: string, password: string, firstName: string) {
  await page.goto(arrival);
  // A SERVICE_UNAVAILABLE (the api slow to answer on a busy machine) is worth another try, as the web would.
  await expect(async () => {
    const response = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { userErrors { code } } }',
        variables: { input: { email, password, passwordConfirmation: password, firstName, lastName: 'Lam', consents } },
      },
    });
    expect((await response.json()).data?.signUp.userErrors).toEqual([]);
  }).toPass({ timeout: 90_000, intervals: [2_000] });
}

/** The development inbox, reloaded until the recipient's mail with this subject arrives. */
async function openMail(page: Page, to: string, subject: string) {
  await expect(async () => {
    await page.goto(`/sandbox/inbox?to=${encodeURIComponent(to)}`);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 3_000] });
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByTestId('dev-mail-subject')).toHaveText(subject);
}

test('HK/zh: edit the profile (+852), complete the beauty profile, change the password, read the welcome mail, delete the account', async ({ page }) => {
  test.setTimeout(300_000);
  const email = `mei-${Date.now().toString(36)}@example.com.hk`;
  const password = 'Lumi#2025hk';
  const newPassword = 'Bright#2026hk';
  await signUp(page, '/?country_code=HK&language=zh', email, password, '美玲');

  await page.goto('/account');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '個人資料設定' })).toBeVisible();
  // The sections in the dashboard's order: beauty profile, orders, then profile settings.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('我的美容檔案')).toBeLessThan(headings.indexOf('個人資料設定'));
  // The member's reviews (none yet for a new member), after the orders.
  await expect(page.getByTestId('account-reviews')).toContainText('您尚未撰寫任何評論。');

  // Profile: the calling code is Hong Kong's; a date under 14 years is refused, a real one is shown in Chinese.
  await expect(page.getByTestId('profile-calling-code')).toHaveText('+852');
  await page.getByLabel('手機號碼', { exact: true }).fill('61234567');
  await page.getByLabel('出生日期', { exact: true }).fill(`${new Date().getFullYear() - 5}-03-01`);
  await page.getByRole('button', { name: '儲存資料' }).click();
  await expect(page.getByText('您必須年滿 14 歲，而日期不能是將來的日子。')).toBeVisible();
  await page.getByLabel('出生日期', { exact: true }).fill('1990-05-17');
  await page.getByRole('button', { name: '儲存資料' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '您的資料已儲存' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('account-details')).toContainText('+852 61234567');
  await expect(page.getByTestId('account-date-of-birth')).toHaveText('1990年5月17日');

  // Beauty profile: complete it once, earn the points once.
  await waitForHydration(page);
  const beauty = page.getByTestId('dashboard-beauty-profile');
  await expect(page.getByTestId('beauty-profile-status')).toContainText('100');
  await completeBeautyProfile(page, { pores: '毛孔', save: '儲存美容檔案' });
  await expect(page.getByTestId('toast').filter({ hasText: '美容檔案已完成：您獲得了 100 分' })).toBeVisible();
  await expect(page.getByTestId('beauty-profile-status')).toHaveText('您的美容檔案已經完成，謝謝您！');
  await beauty.locator('select[name="eyeColour"]').selectOption('hazel');
  await beauty.getByRole('button', { name: '儲存美容檔案' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已儲存美容檔案' })).toBeVisible();

  // Password: the current one is asked for.
  await page.getByLabel('現有密碼').first().fill('Wrong#2025x');
  await page.getByLabel('新密碼', { exact: true }).fill(newPassword);
  await page.getByLabel('確認新密碼').fill(newPassword);
  await page.getByRole('button', { name: '更改密碼' }).click();
  await expect(page.getByText('您輸入的現有密碼不正確。')).toBeVisible();
  await page.getByLabel('現有密碼').first().fill(password);
  await page.getByRole('button', { name: '更改密碼' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '密碼已更改' })).toBeVisible();

  // The welcome mail, in Chinese, in the development inbox.
  await openMail(page, email, '歡迎加入 Lumi Beauty');
  await expect(page.getByTestId('dev-mail-text')).toContainText('美玲，您好');

  // Delete the account with the new password: signed out, and the account is gone.
  await page.goto('/account');
  await waitForHydration(page);
  await deleteAccount(page, newPassword, { understood: '我明白此操作無法復原', submit: '刪除我的帳戶', deleted: '您的帳戶已被刪除' });
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign_in\?return_to=/);
  const again = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'mutation ($input: SignInInput!) { signIn(input: $input) { userErrors { code } } }',
      variables: { input: { email, password: newPassword } },
    },
  });
  expect((await again.json()).data.signIn.userErrors[0].code).toBe('INVALID_CREDENTIALS');
});

test('ID/id: the calling code is +62, and the reset mail arrives in Bahasa Indonesia', async ({ page }) => {
  test.setTimeout(240_000);
  const email = `sari-${Date.now().toString(36)}@example.co.id`;
  await signUp(page, '/?country_code=ID&language=id', email, 'Cantik#2025', 'Sari');
  await page.goto('/account');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Pengaturan profil' })).toBeVisible();
  await expect(page.getByTestId('profile-calling-code')).toHaveText('+62');
  await page.getByLabel('Nomor ponsel', { exact: true }).fill('81234567890');
  await page.getByRole('button', { name: 'Simpan data' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Data Anda telah disimpan' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('account-details')).toContainText('+62 81234567890');

  // The button needs the page's code, which starts after the first paint (decision 0120).
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Keluar dari semua perangkat' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/users/password/new');
  await waitForHydration(page);
  await page.getByLabel('Alamat email').fill(email);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await openMail(page, email, 'Atur ulang kata sandi Lumi Beauty Anda');
  await expect(page.getByTestId('dev-mail-text')).toContainText('Halo Sari');
  await expect(page.getByTestId('dev-mail-text')).toContainText('/users/password/edit?token=');
});
