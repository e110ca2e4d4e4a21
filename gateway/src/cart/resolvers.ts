// The guest bag: read it, and change it with mutations that return { cart, userErrors }
// (decision 0001). Business failures are data; anything else stays a GraphQLError.
import type { Cart } from '@beauty/contracts/cart';
import type { GatewayContext } from '../context.ts';
import type { Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import { asMemberOrGuest } from '../account/member-call.ts';
import { STOCK_STATUS } from '../catalog/enums.ts';
import { userErrorOf } from '../platform/rest-errors.ts';
import { codeError, firstError, idError, quantityError } from './bag-input.ts';
import { cartApi } from './cart-api.ts';
import { promotionKind, promoRejection } from './promotion-enums.ts';

function currentCart(ctx: GatewayContext): Promise<Cart> {
  return cartApi(ctx.rest, ctx.shopperScope()).get();
}

/**
 * Runs a bag change for this device, minting the device id first when there is none.
 * Without `cart` in the payload, BagPayload.cart resolves the unchanged bag, and only
 * when the client asks for it. `asMember` sends a signed-in shopper's bearer (refreshed
 * on a 401) for the changes whose answer depends on who the member is.
 */
async function changeBag(
  ctx: GatewayContext,
  inputError: UserError | null,
  change: (bag: ReturnType<typeof cartApi>) => Promise<Cart>,
  { asMember = false } = {},
): Promise<{ cart?: Cart; userErrors: UserError[] }> {
  if (inputError) return { userErrors: [inputError] };
  ctx.ensureDeviceId();
  try {
    const cart = asMember
      ? await asMemberOrGuest(ctx, (scope) => change(cartApi(ctx.rest, scope)))
      : await change(cartApi(ctx.rest, ctx.shopperScope()));
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
    removeBagLine: (_, { input }, ctx) =>
      changeBag(ctx, idError('lineId', input.lineId), (bag) => bag.removeLine(input.lineId)),
    applyPromoCode: (_, { input }, ctx) => {
      const code = input.code.trim();
      // As the member: "first-time customers only" is then checked when the code is applied,
      // not only at checkout (a guest's is checked at checkout, by the email given there).
      return changeBag(ctx, codeError(code), (bag) => bag.applyCoupon(code), { asMember: true });
    },
    removePromoCode: (_, __, ctx) => changeBag(ctx, null, (bag) => bag.removeCoupon()),
    addSample: (_, { input }, ctx) =>
      changeBag(ctx, idError('sampleId', input.sampleId), (bag) => bag.addSample(input.sampleId)),
    removeSample: (_, { input }, ctx) =>
      changeBag(ctx, idError('sampleId', input.sampleId), (bag) => bag.removeSample(input.sampleId)),
    redeemGiftCard: (_, { input }, ctx) => {
      const code = input.code.trim().toUpperCase();
      const error = /^[A-Z0-9-]{8,24}$/.test(code) ? null : { code: 'GIFT_CARD_NOT_FOUND' as const, field: ['input', 'code'], message: 'Check the gift card code.' };
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

  CartLine: {
    variant: (line, _, ctx) => ctx.loaders.variant(line.variantId),
    product: (line, _, ctx) => ctx.loaders.product(line.productId),
    stockStatus: (line) => STOCK_STATUS[line.stockStatus],
  },
};
