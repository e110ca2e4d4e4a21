// The site country's store list, read at most once per GraphQL request however many
// Store fields, activities and sessions ask for it. Kept per request (a WeakMap on the
// request's context, which dies with it), never per process: "open now" changes by the
// minute and the list is by country and language.
import type { Store } from '@beauty/contracts/store';
import type { GatewayContext } from '../context.ts';
import { notFound } from '../platform/graphql-errors.ts';
import { storeApi } from './store-api.ts';
import type { StoreParent } from './store-parent.ts';

interface StoreLoaders {
  all(): Promise<Store[]>;
  byId(id: string): Promise<Store | undefined>;
}

const perRequest = new WeakMap<GatewayContext, StoreLoaders>();

export function storeLoaders(ctx: GatewayContext): StoreLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    let list: Promise<Store[]> | undefined;
    const all = () =>
      (list ??= storeApi(ctx.rest, ctx.publicScope)
        .list()
        .then((answer) => answer.stores));
    loaders = { all, byId: async (id) => (await all()).find((store) => store.id === id) };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}

/** The whole store behind a parent that may carry only a few of its facts. */
export async function fullStore(parent: StoreParent, ctx: GatewayContext): Promise<Store> {
  if (parent.timeZone !== undefined && parent.hours !== undefined && parent.openNow !== undefined) return parent as Store;
  const store = await storeLoaders(ctx).byId(parent.id);
  // A store the list no longer has (closed since the order): its facts are unknown, not made up.
  if (!store) throw notFound(`Store ${parent.id} is not in the store list`);
  return store;
}
