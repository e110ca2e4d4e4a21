// The explorer opens with example operations (explorer/examples.js): each runs as it stands
// on a freshly seeded shop, answers data and no error, in the order a developer meets them
// (the bag example's line is what the checkout example then prices).
import { NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the explorer, without types
import { EXAMPLES } from '../explorer/examples.js';
import { applySetCookies, cookieHeader } from './support/session.ts';
import { type Stack, startStack } from './support/stack.ts';
// @ts-expect-error: a plain ES module of the gateway's scripts, without types
import { contractSchema } from '../scripts/printed-schema.mjs';

interface Example {
  title: string;
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
}

describe('the explorer examples', () => {
  let stack: Stack;
  // One browser: the bag the third example fills is the fourth's.
  let jar = new Map<string, string>();
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(() => stack?.close());

  it('covers the listing, a product, the bag, checkout, the Beauty Pass and bookings', () => {
    expect((EXAMPLES as Example[]).map((example) => example.title)).toEqual(['Listing', 'Product', 'Add to bag', 'Before checkout', 'Beauty Pass', 'Booking']);
  });

  it('shows no deprecated field: a developer copies the examples', () => {
    const schema = contractSchema();
    for (const example of EXAMPLES as Example[]) {
      expect(
        validate(schema, parse(example.query), [NoDeprecatedCustomRule]).map((error) => error.message),
        example.title,
      ).toEqual([]);
    }
  });

  for (const example of EXAMPLES as Example[]) {
    it(`runs "${example.title}" as it stands`, async () => {
      const response = await stack.graphql(example.query, {
        variables: example.variables,
        headers: { ...example.headers, ...(jar.size ? { cookie: cookieHeader(jar) } : {}) },
      });
      jar = applySetCookies(jar, response.headers);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data).toBeTruthy();
      if (example.title === 'Listing') expect(response.body.data!.productConnection.edges.length).toBeGreaterThan(0);
      if (example.title === 'Product') expect(response.body.data!.product?.name).toBeTruthy();
      if (example.title === 'Add to bag') expect(response.body.data!.addToBag.userErrors).toEqual([]);
      if (example.title === 'Before checkout') expect(response.body.data!.cart.canCheckout).toBe(true);
      if (example.title === 'Booking') expect(response.body.data!.activities.length).toBeGreaterThan(0);
    });
  }
});
