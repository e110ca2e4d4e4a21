// A signed-in member's lists, fetched at most once per GraphQL request however many
// products ask "am I in the wish list?" (a listing of 48 asks 48 times), and replaced by
// what a mutation answered, so the products it returns show their new state. Keyed by the
// request's context object: nothing outlives the request or reaches another shopper.
import type { Alert, WishList } from '@beauty/contracts/lists';
import type { GatewayContext } from '../context.ts';
import { isUnauthenticated } from '../platform/graphql-errors.ts';
import { listsApi } from './lists-api.ts';

interface Memo {
  wishList?: Promise<WishList>;
  waitlist?: Promise<Alert[]>;
  reminders?: Promise<Alert[]>;
}

const memos = new WeakMap<GatewayContext, Memo>();
const memoOf = (ctx: GatewayContext) => memos.get(ctx) ?? memos.set(ctx, {}).get(ctx)!;

/** A guest, or a session that ended on the way, has empty server lists (a guest's hearts are in the browser). */
async function asMember<T>(ctx: GatewayContext, empty: T, run: () => Promise<T>): Promise<T> {
  if (!ctx.session.signedIn) return empty;
  try {
    return await run();
  } catch (error) {
    if (isUnauthenticated(error)) return empty;
    throw error;
  }
}

export function memberWishList(ctx: GatewayContext): Promise<WishList> {
  const memo = memoOf(ctx);
  memo.wishList ??= asMember(ctx, { items: [] }, () => ctx.session.call((scope) => listsApi(ctx.rest, scope).wishList()));
  return memo.wishList;
}

export function rememberWishList(ctx: GatewayContext, list: WishList): void {
  memoOf(ctx).wishList = Promise.resolve(list);
}

export function memberWaitlist(ctx: GatewayContext): Promise<Alert[]> {
  const memo = memoOf(ctx);
  memo.waitlist ??= asMember(ctx, [], async () => (await ctx.session.call((scope) => listsApi(ctx.rest, scope).waitlist())).entries);
  return memo.waitlist;
}

export function memberReminders(ctx: GatewayContext): Promise<Alert[]> {
  const memo = memoOf(ctx);
  memo.reminders ??= asMember(ctx, [], async () => (await ctx.session.call((scope) => listsApi(ctx.rest, scope).reminders())).subscriptions);
  return memo.reminders;
}

/** After a change: the next read asks the api again. */
export function forgetAlerts(ctx: GatewayContext): void {
  const memo = memoOf(ctx);
  delete memo.waitlist;
  delete memo.reminders;
}
