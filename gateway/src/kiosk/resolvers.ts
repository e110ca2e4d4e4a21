// The kiosk's schema (schema/kiosk.graphql, decision 0119), there for every channel: the
// channel and device of a request, a pack's barcode, variants by id (a kiosk's picks opened
// on a phone), a store's shelf stock, and the Beauty Pass sign-in a kiosk offers.
import { barcodeSchema, cardNumberSchema } from '@beauty/contracts/kiosk';
import type { Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { accountApi } from '../account/account-api.ts';
import { asPayload } from '../platform/payload.ts';
import { RestError } from '../platform/rest-errors.ts';
import { badUserInput, isNotFound, notFound } from '../platform/graphql-errors.ts';
import { storeLoaders } from '../store/store-loaders.ts';
import { availabilityOf, bestAvailability, storeStockOf } from '../store/store-stock.ts';
import { kioskApi } from './kiosk-api.ts';

/** Variants one request may ask for by id (a kiosk's picks: a shopper's handful). */
export const MAX_VARIANT_IDS = 20;

const kioskOnly = (): { userErrors: UserError[] } => ({
  userErrors: [{ code: 'KIOSK_ONLY', field: null, message: 'Only a store kiosk can do this.' }],
});
const badCard = (): { userErrors: UserError[] } => ({
  userErrors: [{ code: 'CARD_NUMBER_INVALID', field: ['input', 'cardNumber'], message: 'A Beauty Pass card number is 11 digits.' }],
});

/** Spaces and dashes as printed on a card are fine; anything else is not a card number. */
const cardNumberOf = (typed: string) => {
  const parsed = cardNumberSchema.safeParse(typed.replace(/[\s-]/g, ''));
  return parsed.success ? parsed.data : undefined;
};

/** A store unknown to the site's country is no stock at all, not an error. */
const unknownStore = (error: unknown) =>
  error instanceof RestError && (error.restCode === 'STORE_NOT_FOUND' || error.restCode === 'NOT_FOUND' || error.restCode === 'VALIDATION_FAILED');

async function stockOrNull(ctx: GatewayContext, storeId: string, variantId: string): Promise<number | null | undefined> {
  try {
    return await storeStockOf(ctx, storeId, variantId);
  } catch (error) {
    if (unknownStore(error)) return undefined;
    throw error;
  }
}

async function storeOf(ctx: GatewayContext, storeId: string) {
  const store = await storeLoaders(ctx).byId(storeId);
  if (!store) throw notFound(`Store ${storeId} is not in this country's store list`);
  return store;
}

export const kioskResolvers: Resolvers = {
  Query: {
    channel: (_, __, ctx) => (ctx.channel === 'kiosk' ? 'KIOSK' : 'WEB'),
    kioskDevice: (_, __, ctx) => ctx.kiosk?.device ?? null,
    productByBarcode: async (_, { code }, ctx) => {
      const parsed = barcodeSchema.safeParse(code.trim());
      if (!parsed.success) return null;
      try {
        return await kioskApi(ctx.rest, ctx.publicScope).barcode(parsed.data);
      } catch (error) {
        if (error instanceof RestError && (error.restCode === 'BARCODE_NOT_FOUND' || error.status === 404)) return null;
        throw error;
      }
    },
    variants: async (_, { ids }, ctx) => {
      if (ids.length > MAX_VARIANT_IDS) {
        throw badUserInput(`At most ${MAX_VARIANT_IDS} variants at a time`);
      }
      return Promise.all(
        ids.map((id) =>
          ctx.loaders.variant(id).catch((error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          }),
        ),
      );
    },
  },

  KioskDevice: {
    store: (device, _, ctx) => storeOf(ctx, device.storeId),
  },

  BarcodeMatch: {
    product: (match, _, ctx) => ctx.loaders.product(match.productId),
    variant: (match, _, ctx) => ctx.loaders.variant(match.variantId),
  },

  Variant: {
    barcode: (variant) => variant.barcode ?? null,
    storeStock: async (variant, { storeId }, ctx) => {
      const quantity = await stockOrNull(ctx, storeId, variant.id);
      return quantity === undefined ? null : { storeId, quantity };
    },
  },

  Product: {
    storeAvailability: async (product, { storeId }, ctx) => {
      const variants = await ctx.loaders.variantsOfProduct(product.id);
      const quantities = await Promise.all(variants.map((variant) => stockOrNull(ctx, storeId, variant.id)));
      if (quantities.includes(undefined)) return null;
      return bestAvailability(quantities.map((quantity) => availabilityOf(quantity ?? null)));
    },
  },

  StoreStock: {
    store: (stock, _, ctx) => storeOf(ctx, stock.storeId),
    availability: (stock) => availabilityOf(stock.quantity),
    quantity: (stock) => stock.quantity ?? 0,
  },

  Mutation: {
    kioskSignInStart: async (_, { input }, ctx) => {
      if (!ctx.kiosk) return { sent: false, expiresIn: null, ...kioskOnly() };
      const cardNumber = cardNumberOf(input.cardNumber);
      if (!cardNumber) return { sent: false, expiresIn: null, ...badCard() };
      const answer = await asPayload(() => kioskApi(ctx.rest, ctx.shopperScope()).signInStart(ctx.kiosk!.credential, cardNumber));
      return { sent: answer.sent ?? false, expiresIn: answer.expiresIn ?? null, userErrors: answer.userErrors };
    },
    kioskSignInVerify: async (_, { input }, ctx) => {
      if (!ctx.kiosk) return kioskOnly();
      const cardNumber = cardNumberOf(input.cardNumber);
      if (!cardNumber) return badCard();
      const code = input.code.replace(/\s/g, '');
      return asPayload(async () => {
        const session = await kioskApi(ctx.rest, ctx.shopperScope()).signInVerify(ctx.kiosk!.credential, cardNumber, code);
        const account = await accountApi(ctx.rest, { ...ctx.shopperScope(), accessToken: session.accessToken }).account();
        return { sessionToken: session.accessToken, expiresIn: session.expiresIn, account };
      });
    },
    kioskSignOut: async (_, __, ctx) => {
      if (!ctx.kiosk) return { signedOut: false, ...kioskOnly() };
      // Ends the session in the api at once; the kiosk forgets its token whatever the answer,
      // so a failure here leaves a token nobody holds, expiring within minutes.
      const { credential } = ctx.kiosk;
      if (ctx.session.signedIn) await ctx.session.call((scope) => kioskApi(ctx.rest, scope).signOut(credential)).catch(() => undefined);
      return { signedOut: true, userErrors: [] };
    },
  },
};
