// The rewards boutique and the bag's offers through the gateway against a real api (issue
// 11 items 4-5): a guest sees the boutique but may not redeem; a member with points puts a
// reward in the bag (its points reserved), a second one is the one-per-transaction rule,
// an unknown one "Offer not found", a locked tier TIER_LOCKED; taking it out frees the
// points; the gift with purchase is refused below its threshold and chosen above it.
import { describe, expect, it } from 'vitest';
import { type Jar, signUp, sendAs } from './support/session.ts';
import { clickAndCollectInput, stockedVariantIds } from './support/orders.ts';
import { stackForFile } from './support/stack.ts';

const stack = stackForFile({}, 120_000);

const as = (jar: Jar, query: string, variables?: Record<string, unknown>) => sendAs(stack.graphql, jar, query, variables);

const BOUTIQUE = `{ rewardBoutique { rewards { id points minTier locked stockLeft } member { tier availablePoints } } }`;
const ADD = `mutation ($input: AddRewardToBagInput!) { addRewardToBag(input: $input) { cart { reward { rewardId points } } userErrors { code field } } }`;
const REMOVE = `mutation { removeRewardFromBag { cart { reward { rewardId } } userErrors { code } } }`;
const GIFTS = `{ bagOffers { giftsWithPurchase { id qualifies threshold { amount currency } amountToGo { amount } chosenId choices { id available } } } }`;
const CHOOSE = `mutation ($input: ChooseGiftWithPurchaseInput!) { chooseGiftWithPurchase(input: $input) { cart { giftWithPurchase { choiceId applies } } userErrors { code } } }`;

/** Valid points for a member, as a staff adjustment would write them. */
async function givePoints(email: string, points: number) {
  await stack.api.db.query(
    `insert into points_ledger (user_id, country, source, points, reference, valid_from, created_at)
     select id, 'SG', 'manual_points_adjustment', $2, 'test-' || gen_random_uuid()::text, now() - interval '1 day', now() - interval '1 day'
     from account_user where email = $1`,
    [email, points],
  );
}

describe('rewards through the gateway', () => {
  it('lets a guest look but not redeem', async () => {
    const guest: Jar = new Map();
    const boutique = (await as(guest, BOUTIQUE)).data!.rewardBoutique;
    expect(boutique.member).toBeNull();
    expect(boutique.rewards.length).toBeGreaterThan(0);
    expect(boutique.rewards.every((r: { locked: boolean }) => !r.locked)).toBe(true);
    const refused = (await as(guest, ADD, { input: { rewardId: boutique.rewards[0].id } })).data!.addRewardToBag;
    expect(refused.userErrors).toEqual([expect.objectContaining({ code: 'MEMBER_ONLY' })]);
  });

  it('reserves a reward’s points in the bag, one per transaction, and frees them when it comes out', async () => {
    const member = await signUp(stack.graphql);
    await givePoints(member.email, 5_000);
    const before = (await as(member.jar, BOUTIQUE)).data!.rewardBoutique;
    expect(before.member).toEqual({ tier: 'WHITE', availablePoints: 5_000 });
    const open = before.rewards.filter(
      (r: { minTier: string; stockLeft: number; points: number }) => r.minTier === 'WHITE' && r.stockLeft > 0 && r.points <= 5_000,
    );
    expect(open.length).toBeGreaterThanOrEqual(2);
    const [first, second] = open;

    const added = (await as(member.jar, ADD, { input: { rewardId: first.id } })).data!.addRewardToBag;
    expect(added).toEqual({ cart: { reward: { rewardId: first.id, points: first.points } }, userErrors: [] });
    expect((await as(member.jar, BOUTIQUE)).data!.rewardBoutique.member.availablePoints).toBe(5_000 - first.points);

    const another = (await as(member.jar, ADD, { input: { rewardId: second.id } })).data!.addRewardToBag;
    expect(another.userErrors).toEqual([expect.objectContaining({ code: 'ONE_REWARD_PER_TRANSACTION' })]);
    const unknown = (await as(member.jar, ADD, { input: { rewardId: 'RW-NOPE' } })).data!.addRewardToBag;
    expect(unknown.userErrors).toEqual([expect.objectContaining({ code: 'OFFER_NOT_FOUND' })]);
    const gold = before.rewards.find((r: { minTier: string }) => r.minTier === 'GOLD');
    if (gold) {
      await as(member.jar, REMOVE);
      const locked = (await as(member.jar, ADD, { input: { rewardId: gold.id } })).data!.addRewardToBag;
      expect(locked.userErrors).toEqual([expect.objectContaining({ code: 'TIER_LOCKED' })]);
    } else {
      expect((await as(member.jar, REMOVE)).data!.removeRewardFromBag).toEqual({ cart: { reward: null }, userErrors: [] });
    }
    expect((await as(member.jar, BOUTIQUE)).data!.rewardBoutique.member.availablePoints).toBe(5_000);
  }, 60_000);

  it('refuses the gift with purchase below its threshold and keeps the choice above it', async () => {
    const shopper: Jar = new Map();
    const [gift] = (await as(shopper, GIFTS)).data!.bagOffers.giftsWithPurchase;
    expect(gift).toMatchObject({ qualifies: false, threshold: { currency: 'SGD' }, chosenId: null });
    expect(gift.amountToGo.amount).toBe(gift.threshold.amount);
    const early = (await as(shopper, CHOOSE, { input: { choiceId: gift.choices[0].id } })).data!.chooseGiftWithPurchase;
    expect(early.userErrors).toEqual([expect.objectContaining({ code: 'GWP_NOT_QUALIFIED' })]);

    const { rows } = await stack.api.db.query<{ id: string; amount: number }>(
      `select s.variant_id as id, coalesce(vp.sale_amount, vp.amount) as amount from stock s join variant_price vp using (variant_id, country)
       where s.country = 'SG' and s.quantity >= 20 and coalesce(vp.sale_amount, vp.amount) >= $1 order by s.variant_id limit 1`,
      [gift.threshold.amount],
    );
    const added = await as(shopper, `mutation { addToBag(input: { variantId: "${rows[0]!.id}" }) { userErrors { code } } }`);
    expect(added.data!.addToBag.userErrors).toEqual([]);
    const choice = gift.choices.find((c: { available: boolean }) => c.available);
    const chosen = (await as(shopper, CHOOSE, { input: { choiceId: choice.id } })).data!.chooseGiftWithPurchase;
    expect(chosen).toEqual({ cart: { giftWithPurchase: { choiceId: choice.id, applies: true } }, userErrors: [] });
    expect((await as(shopper, GIFTS)).data!.bagOffers.giftsWithPurchase[0]).toMatchObject({ qualifies: true, chosenId: choice.id, amountToGo: { amount: 0 } });
  }, 60_000);

  it('a bag holding only a reward answers it with its points reserved, and removing it frees them', async () => {
    const member = await signUp(stack.graphql);
    await givePoints(member.email, 500);
    const reward = (await as(member.jar, BOUTIQUE)).data!.rewardBoutique.rewards.find(
      (r: { minTier: string; points: number }) => r.minTier === 'WHITE' && r.points <= 500,
    );
    expect((await as(member.jar, ADD, { input: { rewardId: reward.id } })).data!.addRewardToBag.userErrors).toEqual([]);
    const bag = (await as(member.jar, `{ cart { itemsCount lines { id } canCheckout reward { rewardId points } } }`)).data!.cart;
    expect(bag).toEqual({ itemsCount: 0, lines: [], canCheckout: false, reward: { rewardId: reward.id, points: reward.points } });
    expect((await as(member.jar, BOUTIQUE)).data!.rewardBoutique.member.availablePoints).toBe(500 - reward.points);
    expect((await as(member.jar, REMOVE)).data!.removeRewardFromBag).toEqual({ cart: { reward: null }, userErrors: [] });
    expect((await as(member.jar, BOUTIQUE)).data!.rewardBoutique.member.availablePoints).toBe(500);
  }, 60_000);

  it('an order carries its reward as a line with its points', async () => {
    const member = await signUp(stack.graphql);
    await givePoints(member.email, 500);
    const [variantId] = await stockedVariantIds(stack.api.db, 'SG', 20, { offset: 7 });
    await as(member.jar, `mutation { addToBag(input: { variantId: "${variantId}", quantity: 1 }) { userErrors { code } } }`);
    expect((await as(member.jar, ADD, { input: { rewardId: 'RW-SG-1' } })).data!.addRewardToBag.userErrors).toEqual([]);
    const input = clickAndCollectInput('SG', member.email);
    const placed = (await as(member.jar, `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { id } userErrors { code } } }`, { input })).data!
      .checkout;
    expect(placed.userErrors).toEqual([]);
    const order = (
      await as(member.jar, `query ($id: ID!) { order(id: $id) { lines { kind } giftLines { kind brandName quantity points value { amount currency } } } }`, {
        id: placed.order.id,
      })
    ).data!.order;
    expect(order).toEqual({
      lines: [{ kind: 'PRODUCT' }],
      giftLines: [{ kind: 'REWARD', brandName: 'SEPHORA COLLECTION', quantity: 1, points: 100, value: { amount: 0, currency: 'SGD' } }],
    });
  }, 60_000);
});
