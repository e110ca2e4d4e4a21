// The guest bag: read it, and change it with mutations that return { cart, userErrors }
// (decision 0001). Business failures are data; anything else stays a GraphQLError.
import type { Cart, PromoChoice } from '@beauty/contracts/cart';
import type { GatewayContext } from '../context.ts';
import type { DeliveryOption, Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import { asMemberOrGuest } from '../account/member-call.ts';
import type { RequestScope } from '../platform/rest-client.ts';
import { STOCK_STATUS } from '../catalog/enums.ts';
import { userErrorOf } from '../platform/rest-errors.ts';
import { codeError, firstError, idError, quantityError } from './bag-input.ts';
import { cartApi } from './cart-api.ts';
import { refusedChoiceOf } from './promo-choice.ts';
import { promotionKind, promoRejection } from './promotion-enums.ts';

/** As the member when signed in: perks, the staff discount and Gold shipping are in a member's price. */
export function currentCart(ctx: GatewayContext): Promise<Cart> {
  return asMemberOrGuest(ctx, (scope) => cartApi(ctx.rest, scope).get());
}

/**
 * Runs a bag change for this device, minting the device id first when there is none.
 * Without `cart` in the payload, BagPayload.cart resolves the unchanged bag, and only
 * when the client asks for it. A signed-in shopper's bearer goes along (refreshed on a
 * 401): the answer's price is the member's (perks), and rewards need the member.
 */
export async function changeBag(
  ctx: GatewayContext,
  inputError: UserError | null,
  change: (bag: ReturnType<typeof cartApi>, scope: RequestScope) => Promise<Cart>,
): Promise<{ cart?: Cart; userErrors: UserError[] }> {
  if (inputError) return { userErrors: [inputError] };
  ctx.ensureDeviceId();
  try {
    const cart = await asMemberOrGuest(ctx, (scope) => change(cartApi(ctx.rest, scope), scope));
    return { cart, userErrors: [] };
  } catch (error) {
    const userError = userErrorOf(error);
    if (userError) return { userErrors: [userError] };
    throw error;
  }
}

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_, __, ctx) => currentCart(ctx),
    sampleChoice: async (_, __, ctx) => {
      const { samples, maxSamples } = await cartApi(ctx.rest, ctx.shopperScope()).samples();
      return { samples, maxSamples };
    },
    offers: async (_, __, ctx) => {
      const { offers } = await cartApi(ctx.rest, ctx.shopperScope()).offers();
      return offers.map((o) => ({ ...o, kind: promotionKind(o.kind) }));
    },
  },

  Mutation: {
    addToBag: (_, { input }, ctx) => {
      const quantity = input.quantity ?? 1; // the SDL default; codegen types it optional
      return changeBag(ctx, firstError(idError('variantId', input.variantId), quantityError(quantity)), (bag) =>
        bag.addLine({ variantId: input.variantId, quantity }),
      );
    },
    updateBagLine: (_, { input }, ctx) =>
      changeBag(ctx, firstError(idError('lineId', input.lineId), quantityError(input.quantity)), (bag) =>
        bag.updateLine(input.lineId, { quantity: input.quantity }),
      ),
    removeBagLine: (_, { input }, ctx) => changeBag(ctx, idError('lineId', input.lineId), (bag) => bag.removeLine(input.lineId)),
    applyPromoCode: async (_, { input }, ctx) => {
      const code = input.code.trim();
      // One promo per order: which code stays, from the answer or from the refusal.
      let promoChoice: PromoChoice | null = null;
      // As the member: "first-time customers only" is then checked when the code is applied,
      // not only at checkout (a guest's is checked at checkout, by the email given there).
      const payload = await changeBag(ctx, codeError(code), async (bag) => {
        try {
          const { promoChoice: replaced, ...cart } = await bag.applyCoupon(code);
          promoChoice = replaced;
          return cart;
        } catch (error) {
          promoChoice = refusedChoiceOf(error);
          throw error;
        }
      });
      return { ...payload, promoChoice };
    },
    removePromoCode: (_, __, ctx) => changeBag(ctx, null, (bag) => bag.removeCoupon()),
    addSample: (_, { input }, ctx) => changeBag(ctx, idError('sampleId', input.sampleId), (bag) => bag.addSample(input.sampleId)),
    removeSample: (_, { input }, ctx) => changeBag(ctx, idError('sampleId', input.sampleId), (bag) => bag.removeSample(input.sampleId)),
    redeemGiftCard: (_, { input }, ctx) => {
      const code = input.code.trim().toUpperCase();
      const error = /^[A-Z0-9-]{8,24}$/.test(code)
        ? null
        : { code: 'GIFT_CARD_NOT_FOUND' as const, field: ['input', 'code'], message: 'Check the gift card code.' };
      return changeBag(ctx, error, (bag) => bag.redeemGiftCard(code));
    },
    removeGiftCard: (_, __, ctx) => changeBag(ctx, null, (bag) => bag.removeGiftCard()),
    buyGiftCard: async (_, { input }, ctx) => {
      const cardNumber = input.cardNumber.replace(/[\s-]/g, '');
      try {
        const purchase = await cartApi(ctx.rest, ctx.shopperScope()).buyGiftCard({ ...input, message: input.message ?? '', cardNumber });
        return { purchase, userErrors: [] };
      } catch (error) {
        const userError = userErrorOf(error);
        if (userError) return { userErrors: [userError] };
        throw error;
      }
    },
  },

  Cart: {
    deliveryOptions: (cart) => cart.deliveryOptions.map((quote) => ({ ...quote, option: quote.option.toUpperCase() as DeliveryOption })),
    promotion: (cart) =>
      cart.promotion && {
        ...cart.promotion,
        kind: promotionKind(cart.promotion.kind),
        reason: cart.promotion.reason && promoRejection(cart.promotion.reason),
      },
  },

  BagPayload: {
    cart: (payload, _, ctx) => (payload.cart !== undefined ? payload.cart : currentCart(ctx)),
  },
  ApplyPromoCodePayload: {
    cart: (payload, _, ctx) => (payload.cart !== undefined ? payload.cart : currentCart(ctx)),
  },

  CartLine: {
    variant: (line, _, ctx) => ctx.loaders.variant(line.variantId),
    product: (line, _, ctx) => ctx.loaders.product(line.productId),
    stockStatus: (line) => STOCK_STATUS[line.stockStatus],
  },
};
