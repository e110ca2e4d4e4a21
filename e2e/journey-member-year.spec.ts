// Journey (issue 31): a Beauty Pass member's year in SG/en, on a phone and again on a
// laptop. Sign up → the Beauty Pass card in the server's HTML → the beauty profile's bonus
// → hearts from a listing → a first order → delivered (the sandbox's staff page) → three
// working days later (the sandbox clock) the points are valid and the tier is Black → a
// reward, a gift with purchase, a sample and a promo code in one bag → checkout → each of
// them in the checkout summary, the order page, the order mail and "Your orders", with the
// order's state → the ledger shows the redemption → delivered, the order reads as
// delivered on its page, in the list and in a mail.
import { expect, type Page, test } from '@playwright/test';
import { completeBeautyProfile } from './support/account-dashboard.ts';
import { addSample, applyPromoCode } from './support/bag.ts';
import {
  advanceSingaporeWorkingDays,
  deliverInSandbox,
  expectAccessible,
  placeClickAndCollectOrder,
  signUpInSingapore,
  siteGraphql,
  waitForHydration,
  watchPageErrors,
} from './support/storefront.ts';

test.setTimeout(300_000);

const PASSWORD = 'Cantik#2025';
const MOVE = `mutation ($input: MoveOrderInput!) { sandboxMoveOrder(input: $input) { fulfilment { state } userErrors { code } } }`;
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

const graphql = (page: Page, query: string, variables: object = {}) => siteGraphql(page, query, variables);

/** The in-stock variants of the first products, priciest first (ones a bag may hold ten of). */
async function buyableVariants(page: Page) {
  const data = await graphql(page, '{ products(first: 40) { nodes { name brand { name } variants { id price { amount } stockStatus maxQuantity } } } }');
  return (
    data.products.nodes as {
      name: string;
      brand: { name: string };
      variants: { id: string; price: { amount: number }; stockStatus: string; maxQuantity: number }[];
    }[]
  )
    .flatMap((p) => p.variants.map((v) => ({ ...v, productName: p.name })))
    .filter((v) => v.stockStatus === 'IN_STOCK' && v.maxQuantity >= 10)
    .sort((a, b) => b.price.amount - a.price.amount);
}

async function addToBag(page: Page, variantId: string, quantity: number) {
  const added = await graphql(page, 'mutation($input: AddToBagInput!) { addToBag(input: $input) { userErrors { code } } }', { input: { variantId, quantity } });
  expect(added.addToBag.userErrors).toEqual([]);
}

/** A mail of this kind to this address, read from the development inbox as text. */
async function mailText(page: Page, to: string, subject: string): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const inbox = (await graphql(page, 'query ($to: String) { devInbox(to: $to) { id subject } }', { to })).devInbox as { id: string; subject: string }[];
        id = inbox.find((m) => m.subject === subject)?.id ?? '';
        return id;
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .not.toBe('');
  return (await graphql(page, 'query ($id: ID!) { devMail(id: $id) { text } }', { id })).devMail.text as string;
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test(`SG/en (${size.viewport.width} px): a member's year, from sign-up to a delivered order with a reward, a gift, a sample and a code`, async ({
      page,
    }) => {
      const errors = watchPageErrors(page);
      const email = `year-${size.name}-${Date.now().toString(36)}@example.com.sg`;
      await signUpInSingapore(page, email, PASSWORD);

      // The Beauty Pass card is in the page the server sends, not a "Loading…" line.
      const html = await (await page.request.get('/account')).text();
      expect(html).toContain('White member');
      expect(html).not.toContain('Loading your Beauty Pass');
      await page.goto('/account');
      await waitForHydration(page);
      await expect(page.getByTestId('beauty-pass-tier')).toHaveText('White member');
      await expect(page.getByTestId('beauty-pass-points')).toHaveText('0');

      // The beauty profile's bonus, on the card at once.
      const beauty = page.getByTestId('dashboard-beauty-profile');
      await expect(beauty).toContainText('Complete your beauty profile to earn 100 Beauty Pass points.');
      await completeBeautyProfile(page, { pores: 'Pores', save: 'Save beauty profile' });
      await expect(page.getByTestId('toast').filter({ hasText: 'Beauty profile complete: you earned 100 points' })).toBeVisible();
      await expect(page.getByTestId('beauty-pass-points')).toHaveText('100');
      await expectAccessible(page, 'account-with-bonus');

      // Hearts from a listing, counted in the header.
      await page.goto('/pages/categories/skincare');
      await waitForHydration(page);
      for (const card of [page.locator('.product-card').nth(0), page.locator('.product-card').nth(1)]) {
        await card.getByTestId('wish-heart').click();
        await expect(card.getByTestId('wish-heart')).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(page.getByTestId('wish-count')).toHaveText('2');

      // A first order above S$300 after the welcome voucher: Black is S$300 in a year.
      const variants = await buyableVariants(page);
      await addToBag(page, variants[0]!.id, Math.ceil(31_000 / variants[0]!.price.amount));
      await page.goto('/checkout');
      await waitForHydration(page);
      await placeClickAndCollectOrder(page);
      await expect(page.getByTestId('order-outcome')).toContainText('Your order is confirmed');
      const first = (await page.getByTestId('order-number').textContent())!;

      // Staff mark it delivered; the points wait three working days, then count.
      await deliverInSandbox(page, first);
      await page.goto('/account');
      const pending = Number((await page.getByTestId('beauty-pass-pending').textContent())?.replace(/\D/g, ''));
      expect(pending).toBeGreaterThanOrEqual(300);
      await expect(page.getByTestId('beauty-pass-points')).toHaveText('100');
      await advanceSingaporeWorkingDays(page, 3);
      await expect(async () => {
        await page.goto('/account');
        await expect(page.getByTestId('beauty-pass-tier')).toHaveText('Black member', { timeout: 3_000 });
      }).toPass({ timeout: 60_000 });
      const valid = 100 + pending;
      await expect(page.getByTestId('beauty-pass-points')).toHaveText(new Intl.NumberFormat('en').format(valid));
      await expect(page.getByTestId('beauty-pass-messages')).toContainText('You became a Black member');
      await expect(page.getByTestId('tier-card')).toHaveAttribute('data-tier', 'black');
      await expectAccessible(page, 'account-black');

      // One bag: a reward from the boutique, a product, a sample, a gift with purchase, a code.
      await page.goto('/beauty-pass/rewards');
      await waitForHydration(page);
      const reward = page.getByTestId('reward-RW-SG-1');
      const rewardName = (await reward.getByRole('heading').textContent())!.trim();
      await reward.getByRole('button', { name: 'Add to bag' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Reward added to your bag' })).toBeVisible();
      await expect(page.getByTestId('rewards-points')).toContainText(new Intl.NumberFormat('en').format(valid - 100));
      const product = variants.find((v) => v.price.amount >= 12_000 && v.id !== variants[0]!.id) ?? variants[1]!;
      await addToBag(page, product.id, Math.ceil(12_000 / product.price.amount));
      await page.goto('/cart');
      await waitForHydration(page);
      await addSample(page, 'Fresh Hydrating Cleanser');
      const gifts = page.getByTestId('gift-with-purchase');
      await gifts.getByRole('button', { name: 'Choose SEPHORA COLLECTION Size Up Mascara, mini' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Gift added to your bag' })).toBeVisible();
      await applyPromoCode(page, 'BIGSPEND');
      await expect(page.getByTestId('promo-applied')).toContainText('BIGSPEND');
      await expect(page.getByTestId('bag-reward')).toContainText('100 points');
      await expectAccessible(page, 'bag-with-everything');

      // Checkout: each of them in the summary.
      await page.goto('/checkout');
      await waitForHydration(page);
      const summary = page.locator('.bag-summary');
      await expect(summary.getByTestId('gift-line-reward')).toContainText(rewardName);
      await expect(summary.getByTestId('gift-line-reward')).toContainText('Beauty Pass reward · 100 points');
      await expect(summary.getByTestId('gift-line-gift')).toContainText('Size Up Mascara, mini');
      await expect(summary.getByTestId('gift-line-sample')).toContainText('Fresh Hydrating Cleanser');
      await expect(summary.getByTestId('summary-discount')).toBeVisible();
      await expectAccessible(page, 'checkout-with-everything');
      await placeClickAndCollectOrder(page);
      await expect(page.getByTestId('order-outcome')).toContainText('Your order is confirmed');
      const second = (await page.getByTestId('order-number').textContent())!;
      const orderUrl = page.url();

      // The order page.
      await expect(page.getByTestId('gift-line-reward')).toContainText(rewardName);
      await expect(page.getByTestId('gift-line-reward')).toContainText('100 points');
      await expect(page.getByTestId('gift-line-gift')).toContainText('Size Up Mascara, mini');
      await expect(page.locator('main')).toContainText('Fresh Hydrating Cleanser');
      await expect(page.locator('main')).toContainText('BIGSPEND');
      await expect(page.getByTestId('order-fulfilment-state')).toHaveText('Confirmed');
      await expectAccessible(page, 'order-with-everything');

      // The confirmation mail.
      const confirmation = await mailText(page, email, `Your Lumi Beauty order ${second} is confirmed`);
      expect(confirmation).toContain(rewardName);
      expect(confirmation).toContain('100 points');
      expect(confirmation).toContain('Size Up Mascara, mini');
      expect(confirmation).toContain('Fresh Hydrating Cleanser');

      // "Your orders": both, each with its state; the second with what it came with.
      await page.goto('/account/orders');
      await waitForHydration(page);
      const rowOf = (number: string) => page.getByTestId('member-order').filter({ hasText: number });
      await expect(rowOf(second)).toContainText('Confirmed');
      await expect(rowOf(second).getByTestId('gift-line-reward')).toContainText(`${rewardName}`);
      await expect(rowOf(second).getByTestId('gift-line-gift')).toContainText('Size Up Mascara, mini');
      await expect(rowOf(second).getByTestId('gift-line-sample')).toContainText('Fresh Hydrating Cleanser');
      await expect(rowOf(second).getByTestId('member-order-promo')).toHaveText('BIGSPEND');
      await expect(rowOf(first)).toContainText('Delivered');
      await expectAccessible(page, 'your-orders');

      // The ledger: the redemption, once.
      await page.goto('/account/points');
      await waitForHydration(page);
      const spent = page
        .getByTestId('points-history')
        .locator('tr')
        .filter({ has: page.locator('.points-history__points--negative') });
      await expect(spent).toHaveCount(1);
      await expect(spent).toContainText(second);
      await expect(spent.locator('td').last()).toHaveText('-100');

      // Delivered: the page, the list and a mail say so.
      expect((await graphql(page, MOVE, { input: { orderId: second, state: 'DELIVERED' } })).sandboxMoveOrder.userErrors).toEqual([]);
      await page.goto(orderUrl);
      await waitForHydration(page);
      await expect(page.getByTestId('order-fulfilment-state')).toHaveText('Delivered');
      await expect(page.getByTestId('order-outcome')).toContainText('Your order has been delivered.');
      await expect(page.getByTestId('order-outcome')).not.toContainText('Your order is confirmed');
      await page.goto('/account/orders');
      await expect(rowOf(second)).toContainText('Delivered');
      await expect(rowOf(second)).not.toContainText('Confirmed');
      const delivered = await mailText(page, email, `Your order ${second} has been delivered`);
      expect(delivered).toContain(second);
      expect(errors).toEqual([]);
    });
  });
}
