// The rewards boutique, the bag's Beauty Pass offers and the gifts with purchase. Every
// call goes as the member when signed in (asMemberOrGuest): the price, the tier locks and
// the points are theirs. Bag changes return { cart, userErrors } like every bag mutation.
import type { Tier } from '@beauty/contracts/loyalty';
import type { CodeOrVoucher, DiscountKind, PerkKind, PerkStatus, Resolvers, RewardKind, RewardTier, UserError } from '../__generated__/resolvers-types.ts';
import { asMemberOrGuest } from '../account/member-call.ts';
import { cartApi } from '../cart/cart-api.ts';
import { changeBag } from '../cart/resolvers.ts';
import { rewardsApi } from './rewards-api.ts';

const upper = <T extends string>(value: string) => value.toUpperCase() as T;
/** pink is shown as White (docs/product.md#member-tiers). */
const rewardTier = (tier: Tier): RewardTier => (tier === 'pink' ? 'WHITE' : upper<RewardTier>(tier));

const idError = (field: string, value: string): UserError | null =>
  /^[A-Za-z0-9._:-]{1,64}$/.test(value) ? null : { code: 'OFFER_NOT_FOUND', field: ['input', field], message: 'Offer not found' };

export const rewardsResolvers: Resolvers = {
  Query: {
    rewardBoutique: async (_, __, ctx) => {
      const { rewards, member } = await asMemberOrGuest(ctx, (scope) => rewardsApi(ctx.rest, scope).boutique());
      return { rewards, member: member && { tier: rewardTier(member.tier), availablePoints: member.availablePoints } };
    },
    bagOffers: async (_, __, ctx) => {
      const offers = await asMemberOrGuest(ctx, (scope) => cartApi(ctx.rest, scope).offers());
      return { perks: offers.perks, reward: offers.reward, giftsWithPurchase: offers.gwps };
    },
  },

  Mutation: {
    addRewardToBag: (_, { input }, ctx) =>
      changeBag(ctx, idError('rewardId', input.rewardId), (_bag, scope) => rewardsApi(ctx.rest, scope).addReward(input.rewardId)),
    removeRewardFromBag: (_, __, ctx) => changeBag(ctx, null, (_bag, scope) => rewardsApi(ctx.rest, scope).removeReward()),
    chooseGiftWithPurchase: (_, { input }, ctx) =>
      changeBag(ctx, idError('choiceId', input.choiceId), (_bag, scope) => rewardsApi(ctx.rest, scope).chooseGwp(input.choiceId)),
    removeGiftWithPurchase: (_, __, ctx) => changeBag(ctx, null, (_bag, scope) => rewardsApi(ctx.rest, scope).removeGwp()),
  },

  Cart: {
    giftWithPurchase: (cart) => cart.gwp,
    discountChoice: (cart) =>
      cart.discountChoice && {
        ...cart.discountChoice,
        applied: upper<CodeOrVoucher>(cart.discountChoice.applied),
        voucher: upper<PerkKind>(cart.discountChoice.voucher),
      },
  },
  BagPerk: {
    kind: (perk) => upper<PerkKind>(perk.kind),
    status: (perk) => upper<PerkStatus>(perk.status),
  },
  DiscountLine: {
    kind: (line) => upper<DiscountKind>(line.kind),
  },
  Reward: {
    kind: (reward) => upper<RewardKind>(reward.kind),
    minTier: (reward) => upper<RewardTier>(reward.minTier),
  },
};
