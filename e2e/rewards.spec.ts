// Beauty Pass rewards and perks in a real browser (issue 11 items 4-5):
//   TH/th: a member with points redeems a reward in the boutique, sees it in the bag with
//          the one-reward-per-transaction rule, and a second reward is refused in Thai;
//   HK/zh: an employee sees the staff discount in the bag's cost summary and offers;
//   SG/en: a bag holding only a reward shows it with its remove action (not "empty"), and
//          an order's reward is a line of the checkout summary and of the order page.
// Members sign up through the storefront's own GraphQL; the sandbox call (outside
// production only) makes the member an employee or gives points, as a back office would.
import { expect, type Page, test } from '@playwright/test';
import { changeBeautyPassInSandbox, signUpThroughGraphql } from './support/members.ts';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';

const PASSWORD = 'Cantik#2025';

async function graphql(page: Page, country: string, query: string, variables: object = {}) {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-site-country': country.toLowerCase() },
    data: { query, variables },
  });
  return (await response.json()).data;
}

/** On the country's site in its language, a new member with the sandbox's change to their Beauty Pass. */
async function memberOf(page: Page, country: string, language: string, change: Parameters<typeof changeBeautyPassInSandbox>[2]) {
  await page.goto(`/?country_code=${country}&language=${language}`);
  await waitForHydration(page);
  const email = `bp-${country.toLowerCase()}-${Date.now().toString(36)}@example.com`;
  await signUpThroughGraphql(page, { email, password: PASSWORD, firstName: 'Mali', lastName: 'Suk' }, country);
  await changeBeautyPassInSandbox(page, country, change);
}

async function addAProduct(page: Page, country: string, brand?: string) {
  const data = await graphql(page, country, `{ products(first: 60) { nodes { brand { slug } variants { id stockStatus maxQuantity } } } }`);
  const nodes = data.products.nodes as { brand: { slug: string }; variants: { id: string; stockStatus: string; maxQuantity: number }[] }[];
  const product = nodes.find((p) => (!brand || p.brand.slug === brand) && p.variants.some((v) => v.stockStatus === 'IN_STOCK' && v.maxQuantity >= 2))!;
  const variant = product.variants.find((v) => v.stockStatus === 'IN_STOCK')!;
  const added = await graphql(page, country, `mutation($input: AddToBagInput!) { addToBag(input: $input) { userErrors { code } } }`, {
    input: { variantId: variant.id, quantity: 1 },
  });
  expect(added.addToBag.userErrors).toEqual([]);
}

test('TH/th: a member redeems a reward in Thai and sees the one-reward-per-transaction rule', async ({ page }) => {
  const errors = watchPageErrors(page);
  await memberOf(page, 'TH', 'th', { bonusPoints: 300 });
  await addAProduct(page, 'TH');

  await page.goto('/beauty-pass/rewards');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ของรางวัล Beauty Pass');
  await expect(page.getByTestId('rewards-points')).toContainText('300');
  await expect(page.getByTestId('one-reward-rule')).toHaveText('หนึ่งของรางวัลต่อลูกค้าต่อหนึ่งรายการสั่งซื้อ ของรางวัลไม่สามารถโอนหรือคืนได้');
  // Black- and Gold-exclusive rewards are locked for a new member.
  await expect(page.getByTestId('reward-RW-TH-6')).toContainText('ปลดล็อกที่ระดับ Gold');

  await page.getByTestId('reward-RW-TH-1').getByRole('button', { name: 'เพิ่มลงถุง' }).click();
  await expect(page.getByText('เพิ่มของรางวัลลงในถุงแล้ว')).toBeVisible();
  await expect(page.getByTestId('rewards-points')).toContainText('200');
  await page.getByTestId('reward-RW-TH-2').getByRole('button', { name: 'เพิ่มลงถุง' }).click();
  await expect(page.getByText('หนึ่งของรางวัลต่อหนึ่งรายการสั่งซื้อ: โปรดนำของรางวัลในถุงออกก่อน')).toBeVisible();

  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('bag-reward')).toContainText('100 คะแนน');
  await expect(page.getByTestId('bag-offers').getByTestId('one-reward-rule')).toBeVisible();
  expect(errors).toEqual([]);
});

test('HK/zh: an employee sees the staff discount in the bag', async ({ page }) => {
  const errors = watchPageErrors(page);
  await memberOf(page, 'HK', 'zh', { isEmployee: true });
  await addAProduct(page, 'HK');

  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('discount-staff_discount')).toContainText('員工折扣');
  await expect(page.getByTestId('perk-staff_discount')).toContainText('員工折扣：30% 折扣，自家品牌 45% 折扣');
  await expect(page.getByTestId('perk-welcome_voucher')).toContainText('不可與員工折扣同時使用');
  expect(errors).toEqual([]);
});

const POINTS = `{ rewardBoutique { member { availablePoints } } }`;
const ADD_REWARD = `mutation($input: AddRewardToBagInput!) { addRewardToBag(input: $input) { userErrors { code } } }`;

test('SG/en: a reward alone in the bag shows with remove; an order shows its reward line with the points', async ({ page }) => {
  const errors = watchPageErrors(page);
  await memberOf(page, 'SG', 'en', { bonusPoints: 300 });
  expect((await graphql(page, 'SG', ADD_REWARD, { input: { rewardId: 'RW-SG-1' } })).addRewardToBag.userErrors).toEqual([]);

  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('bag-reward')).toContainText('100 points');
  await expect(page.getByText('Your bag is empty')).toHaveCount(0);
  await expect(page.getByTestId('reward-needs-product')).toBeVisible();
  expect((await graphql(page, 'SG', POINTS)).rewardBoutique.member.availablePoints).toBe(200);
  await page.getByTestId('bag-reward').getByRole('button', { name: 'Remove reward' }).click();
  await expect(page.getByText('Reward removed from your bag')).toBeVisible();
  await expect(page.getByText('Your bag is empty')).toBeVisible();
  expect((await graphql(page, 'SG', POINTS)).rewardBoutique.member.availablePoints).toBe(300);

  await addAProduct(page, 'SG');
  expect((await graphql(page, 'SG', ADD_REWARD, { input: { rewardId: 'RW-SG-1' } })).addRewardToBag.userErrors).toEqual([]);
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByTestId('gift-line-reward')).toContainText('Beauty Pass reward · 100 points');

  const input = {
    idempotencyKey: `e2e-${Date.now()}`,
    email: 'sg-reward@example.com',
    recipientName: 'Mei Tan',
    mobile: { callingCode: '+65', number: '9123 4567' },
    deliveryOption: 'CLICK_AND_COLLECT',
    storeId: 'ST-SG-1',
    cardNumber: '4242424242424242',
  };
  const placed = (await graphql(page, 'SG', `mutation($input: CheckoutInput!) { checkout(input: $input) { order { id } userErrors { code } } }`, { input }))
    .checkout;
  expect(placed.userErrors).toEqual([]);
  await page.goto(`/orders/${placed.order.id}`);
  await waitForHydration(page);
  await expect(page.getByTestId('gift-line-reward')).toContainText('Beauty Pass reward · 100 points');
  expect(errors).toEqual([]);
});
