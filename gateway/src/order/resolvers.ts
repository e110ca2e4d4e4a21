// Orders: one order for the holder of its signed link or for the member who placed it (the
// api decides and answers ORDER_NOT_FOUND otherwise, which is null here), and the signed-in
// member's own orders (Account.orders).
import type { DeliveryOption, FulfilmentState, OrderLineKind, OrderStatus, Resolvers } from '../__generated__/resolvers-types.ts';
import type { OrderListItem } from '@beauty/contracts/order';
import { keyedConnection, pageSize } from '../platform/connections.ts';
import { RestError } from '../platform/rest-errors.ts';
import { asMemberOrGuest } from '../account/member-call.ts';
import { orderApi } from './order-api.ts';

const statusOf = (status: string) => status.toUpperCase() as OrderStatus;
const fulfilmentStateOf = (state: string) => state.toUpperCase() as FulfilmentState;
const giftLinesOf = <Line extends { kind: string }>(lines: Line[] | undefined) =>
  (lines ?? []).map((line) => ({ ...line, kind: line.kind.toUpperCase() as OrderLineKind }));
/** A row of "Your orders" in the schema's words. */
const listItemOf = ({ fulfilment, giftLines, ...order }: OrderListItem) => ({
  ...order,
  status: statusOf(order.status),
  fulfilmentState: fulfilment && fulfilmentStateOf(fulfilment),
  giftLines: giftLinesOf(giftLines),
});

export const orderResolvers: Resolvers = {
  Query: {
    order: async (_, { id, token }, ctx) => {
      try {
        return await asMemberOrGuest(ctx, (scope) => orderApi(ctx.rest, scope).get(id, token ?? undefined));
      } catch (error) {
        if (error instanceof RestError && (error.restCode === 'ORDER_NOT_FOUND' || error.restCode === 'VALIDATION_FAILED')) return null;
        throw error;
      }
    },
  },
  Account: {
    // Account is only ever the requester's own (account.graphql), so are its orders: the
    // api lists the bearer's, never a user id the client names.
    orders: async (_, { first, after }, ctx) => {
      const page = await ctx.session.call((scope) => orderApi(ctx.rest, scope).list(first, after ?? undefined));
      return { nodes: page.orders.map(listItemOf), pageInfo: { hasNextPage: page.nextCursor !== null, endCursor: page.nextCursor } };
    },
    // Each order's cursor is the api's (it pages after that order).
    orderConnection: async (_, { first, after }, ctx) => {
      const size = pageSize(first, 20, 50);
      const page = await ctx.session.call((scope) => orderApi(ctx.rest, scope).list(size, after ?? undefined));
      return keyedConnection(page.orders.map(listItemOf), (order) => order.cursor, page.nextCursor !== null, after);
    },
    // What the member's checkout starts with (decision 0151): the latest order's recipient and address.
    // A suggestion: when it cannot be read the form starts empty, as a guest's does, and the checkout goes on.
    lastDelivery: async (_, __, ctx) => {
      const { recipient, address } = await ctx.session
        .call((scope) => orderApi(ctx.rest, scope).lastDelivery())
        .catch(() => ({ recipient: null, address: null }));
      return {
        recipientName: recipient?.name ?? null,
        mobile: recipient ? { callingCode: recipient.mobile.callingCode, number: recipient.mobile.phoneNumber } : null,
        address: address
          ? { line1: address.line1, line2: address.line2 ?? null, city: address.city, state: address.state ?? null, postalCode: address.postalCode ?? null }
          : null,
      };
    },
  },
  Order: {
    status: (order) => statusOf(order.status),
    deliveryOption: (order) => order.delivery.option.toUpperCase() as DeliveryOption,
    address: (order) => order.delivery.address,
    store: (order) => order.delivery.store,
    recipientName: (order) => order.recipient.name,
    giftLines: (order) => giftLinesOf(order.giftLines),
    mobile: (order) => ({ callingCode: order.recipient.mobile.callingCode, number: order.recipient.mobile.phoneNumber }),
  },
  OrderLine: {
    kind: () => 'PRODUCT',
    variant: (line, _, ctx) => ctx.loaders.variant(line.variantId),
    product: (line, _, ctx) => ctx.loaders.product(line.productId),
  },
};
