// Rapid bag changes: shown at once, sent one at a time, and a removed line never comes
// back, even when the answer to an earlier quantity change arrives after the removal.
import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../platform/apollo-cache';
import { changeBagOptimistically, withoutLine, withQuantity } from './optimistic-bag';

const BAG = gql`
  query Bag {
    cart {
      itemsCount
      lines {
        id
        quantity
      }
    }
  }
`;

type Line = { id: string; quantity: number };
const cart = (lines: Line[]) => ({
  cart: { __typename: 'Cart', itemsCount: lines.reduce((n, l) => n + l.quantity, 0), lines: lines.map((l) => ({ __typename: 'CartLine', ...l })) },
});

function setup() {
  const cache = createCache();
  cache.writeQuery({
    query: BAG,
    data: cart([
      { id: 'A', quantity: 1 },
      { id: 'B', quantity: 2 },
    ]),
  });
  const shown = () => cache.readQuery<ReturnType<typeof cart>>({ query: BAG }, true)!.cart;
  /** A server answer, written as a mutation's payload would write the cart. */
  const answer = (lines: Line[]) => cache.writeQuery({ query: BAG, data: cart(lines) });
  return { client: { cache }, shown, answer };
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('optimistic bag changes', () => {
  it('shows a quantity change at once, and the server answer after', async () => {
    const { client, shown, answer } = setup();
    const server = deferred();
    const done = changeBagOptimistically(client, withQuantity('A', 3), async () => {
      await server.promise;
      answer([
        { id: 'A', quantity: 3 },
        { id: 'B', quantity: 2 },
      ]);
    });
    expect(shown().itemsCount).toBe(5);
    expect(shown().lines.find((l: Line) => l.id === 'A')!.quantity).toBe(3);
    server.resolve();
    await done;
    expect(shown().itemsCount).toBe(5);
  });

  it('never shows a removed line again when an earlier change answers late', async () => {
    const { client, shown, answer } = setup();
    const order: string[] = [];
    const slowUpdate = deferred();
    const update = changeBagOptimistically(client, withQuantity('B', 5), async () => {
      order.push('update sent');
      await slowUpdate.promise;
      answer([
        { id: 'A', quantity: 1 },
        { id: 'B', quantity: 5 },
      ]); // the server changed B before removing it
    });
    const remove = changeBagOptimistically(client, withoutLine('B'), async () => {
      order.push('remove sent');
      answer([{ id: 'A', quantity: 1 }]);
    });
    expect(shown().lines.map((l: Line) => l.id)).toEqual(['A']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['update sent']); // the removal waits for the update's answer
    slowUpdate.resolve();
    await update;
    expect(shown().lines.map((l: Line) => l.id)).toEqual(['A']); // B stays gone while its removal is in flight
    await remove;
    expect(order).toEqual(['update sent', 'remove sent']);
    expect(shown()).toMatchObject({ itemsCount: 1, lines: [{ id: 'A', quantity: 1 }] });
  });

  it('goes back to the server bag when a change fails', async () => {
    const { client, shown } = setup();
    await expect(changeBagOptimistically(client, withoutLine('A'), async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(shown().lines.map((l: Line) => l.id)).toEqual(['A', 'B']);
  });
});
