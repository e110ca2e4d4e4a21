// A store's own shelf (issue 18, decision 0119): how many of a variant one store holds, read
// from GET stores/{id}/stock in one call per store per request however many variants and
// products ask (a listing of 24 products with their shades is one call). The api lists only
// the variants the store carries: a variant it leaves out is "online only".
import DataLoader from 'dataloader';
import { storeStockSchema } from '@beauty/contracts/kiosk';
import type { StoreAvailability } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';

/** What a GraphQL StoreStock is made from. */
export interface StoreStockParent {
  storeId: string;
  /** Units on the shelf; null when the store does not carry the variant. */
  quantity: number | null;
}

/** A few left on a store's shelf: a shopper should hurry or ask (a shelf holds far fewer than a warehouse). */
export const FEW_IN_STORE = 3;

/** The api takes at most 100 ids a call (api platform/id-list.ts). */
const MAX_IDS = 100;

export function availabilityOf(quantity: number | null): StoreAvailability {
  if (quantity === null) return 'ONLINE_ONLY';
  if (quantity === 0) return 'SOLD_OUT_IN_STORE';
  return quantity <= FEW_IN_STORE ? 'FEW_IN_STORE' : 'IN_STORE';
}

const ORDER: StoreAvailability[] = ['IN_STORE', 'FEW_IN_STORE', 'SOLD_OUT_IN_STORE', 'ONLINE_ONLY'];
/** The best of several variants' availabilities: a product is "in this store" when any shade is. */
export const bestAvailability = (all: StoreAvailability[]): StoreAvailability =>
  all.reduce<StoreAvailability>((best, next) => (ORDER.indexOf(next) < ORDER.indexOf(best) ? next : best), 'ONLINE_ONLY');

const perRequest = new WeakMap<GatewayContext, DataLoader<string, number | null>>();

/** Units of a variant on a store's shelf (null: not carried there), batched per store. */
export function storeStockOf(ctx: GatewayContext, storeId: string, variantId: string): Promise<number | null> {
  let loader = perRequest.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, number | null>(async (keys) => {
      const byStore = new Map<string, string[]>();
      for (const key of keys) {
        const [store, variant] = JSON.parse(key) as [string, string];
        byStore.set(store, [...(byStore.get(store) ?? []), variant]);
      }
      const found = new Map<string, number>();
      await Promise.all(
        [...byStore].flatMap(([store, variants]) =>
          chunks(variants, MAX_IDS).map(async (ids) => {
            const answer = await ctx.rest.request(ctx.publicScope, {
              path: `stores/${encodeURIComponent(store)}/stock`,
              query: { variantIds: ids.join(',') },
              schema: storeStockSchema,
            });
            for (const item of answer.items) found.set(JSON.stringify([store, item.variantId]), item.quantity);
          }),
        ),
      );
      return keys.map((key) => found.get(key) ?? null);
    });
    perRequest.set(ctx, loader);
  }
  return loader.load(JSON.stringify([storeId, variantId]));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
