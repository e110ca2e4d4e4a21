// The schema's one pagination convention on a real api (PageInfo in schema/base.graphql, decision
// 0155): a listing and a product's reviews paged Relay-style give the same items as the
// offset fields they stand beside, any cursor starts the page after it, and a cursor that is
// not one is BAD_USER_INPUT.
import { describe, expect, it } from 'vitest';
import { stackForFile } from './support/stack.ts';

const stack = stackForFile();

const CONNECTION = `query ($first: Int, $after: String) { productConnection(category: "makeup", first: $first, after: $after) {
  totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
const OFFSETS = `query ($first: Int, $offset: Int) { products(category: "makeup", first: $first, offset: $offset) { totalCount nodes { id } } }`;

describe('productConnection', () => {
  it('pages through a listing as the offset field does, with the listing’s total', async () => {
    const first = (await stack.graphql(CONNECTION, { variables: { first: 5 } })).body.data!.productConnection;
    const offsets = (await stack.graphql(OFFSETS, { variables: { first: 8, offset: 0 } })).body.data!.products;
    expect(first.totalCount).toBe(offsets.totalCount);
    expect(first.totalCount).toBeGreaterThan(8);
    expect(first.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(offsets.nodes.slice(0, 5).map((n: { id: string }) => n.id));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0].cursor, endCursor: first.edges[4].cursor });

    const next = (await stack.graphql(CONNECTION, { variables: { first: 3, after: first.pageInfo.endCursor } })).body.data!.productConnection;
    expect(next.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(offsets.nodes.slice(5, 8).map((n: { id: string }) => n.id));
    expect(next.pageInfo.hasPreviousPage).toBe(true);
    // A cursor from the middle of a page starts right after it.
    const middle = (await stack.graphql(CONNECTION, { variables: { first: 2, after: first.edges[1].cursor } })).body.data!.productConnection;
    expect(middle.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(offsets.nodes.slice(2, 4).map((n: { id: string }) => n.id));
  });

  it('says the last page is the last', async () => {
    const { totalCount } = (await stack.graphql(CONNECTION, { variables: { first: 1 } })).body.data!.productConnection;
    const all = (await stack.graphql(CONNECTION, { variables: { first: 96 } })).body.data!.productConnection;
    if (totalCount <= 96) expect(all.pageInfo.hasNextPage).toBe(false);
    const last = (await stack.graphql(CONNECTION, { variables: { first: 5, after: all.edges.at(-1).cursor } })).body.data!.productConnection;
    expect(last.pageInfo.hasNextPage).toBe(totalCount > 96 + 5);
  });

  it('refuses a cursor that is not one, and a page size out of range, naming the argument', async () => {
    for (const variables of [{ first: 5, after: 'not-a-cursor' }, { first: 0 }, { first: 97 }]) {
      const { body } = await stack.graphql(CONNECTION, { variables });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('Product.reviewConnection', () => {
  it('lists the same published reviews as the deprecated list, counted by totalCount', async () => {
    const listing = (await stack.graphql('{ products(first: 48, sort: TOP_RATED) { nodes { slug } } }')).body.data!.products.nodes;
    const QUERY = `query ($slug: String!) { product(slug: $slug) {
      reviews(first: 10) { ownReviewCount reviews { id } }
      reviewConnection(first: 10) { totalCount edges { cursor node { id } } pageInfo { hasNextPage } } } }`;
    const { body } = await stack.graphql(QUERY, { variables: { slug: listing[0].slug } });
    const product = body.data!.product;
    expect(product.reviewConnection.totalCount).toBe(product.reviews.ownReviewCount);
    expect(product.reviewConnection.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(product.reviews.reviews.map((r: { id: string }) => r.id));
    expect(product.reviewConnection.pageInfo.hasNextPage).toBe(product.reviews.ownReviewCount > 10);
  });

  it('refuses a cursor past what the api pages, naming the argument', async () => {
    const far = btoa('at:200000').replace(/=+$/, '');
    const { body } = await stack.graphql('query ($after: String) { product(slug: "blush-p2855") { reviewConnection(after: $after) { totalCount } } }', {
      variables: { after: far },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
