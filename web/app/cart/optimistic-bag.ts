// Optimistic bag changes that stay consistent under rapid clicks. The change shows at
// once as an optimistic cache layer (quantity and item count only: money always comes
// from the server), while the requests themselves go one at a time, in click order, so
// the last answer applied is the answer to the last change. Each layer is replayed on top
// of every server answer until its own answer arrives, so a removed line never comes
// back, even when a quantity change sent before the removal answers after it.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../__generated__/gql';

/** Only what an optimistic change touches; the rest of the cached bag is left as it is. */
const OptimisticBagFragment = graphql(`
  fragment OptimisticBag_cart on Cart {
    itemsCount
    lines {
      id
      quantity
    }
  }
`);

type CartData = { __typename?: 'Cart'; itemsCount: number; lines: { __typename?: 'CartLine'; id: string; quantity: number }[] };

const queues = new WeakMap<object, Promise<unknown>>();
let sequence = 0;

/** The cart as the bag shows it, changed by `change`; null leaves the cache alone. */
export type BagEdit = (cart: CartData) => CartData | null;

export async function changeBagOptimistically<T>(client: Pick<ApolloClient, 'cache'>, edit: BagEdit, send: () => Promise<T>): Promise<T> {
  const layer = `bag-change-${++sequence}`;
  client.cache.recordOptimisticTransaction((cache) => {
    const fragment = { fragment: OptimisticBagFragment, id: cache.identify({ __typename: 'Cart' }) };
    const cart = cache.readFragment<CartData>(fragment as never);
    const next = cart && edit(cart);
    if (next) cache.writeFragment({ ...fragment, data: next } as never);
  }, layer);
  const previous = queues.get(client) ?? Promise.resolve();
  const run = previous.then(send, send);
  queues.set(
    client,
    run.catch(() => undefined),
  );
  try {
    return await run;
  } finally {
    client.cache.removeOptimistic(layer);
  }
}

export const withQuantity =
  (lineId: string, quantity: number): BagEdit =>
  (cart) => {
    const line = cart.lines.find((l) => l.id === lineId);
    if (!line) return null;
    return { ...cart, itemsCount: cart.itemsCount - line.quantity + quantity, lines: cart.lines.map((l) => (l.id === lineId ? { ...l, quantity } : l)) };
  };

export const withoutLine =
  (lineId: string): BagEdit =>
  (cart) => {
    const line = cart.lines.find((l) => l.id === lineId);
    if (!line) return null;
    return { ...cart, itemsCount: cart.itemsCount - line.quantity, lines: cart.lines.filter((l) => l.id !== lineId) };
  };
