// An order for the holder of its signed link; the api decides who may see it and answers
// ORDER_NOT_FOUND otherwise, which is null here.
import { orderSchema } from '@beauty/api/contract/checkout';
import type { DeliveryOption, OrderStatus, Resolvers } from '../__generated__/resolvers-types.ts';
import { RestError } from '../platform/rest-errors.ts';

export const orderResolvers: Resolvers = {
  Query: {
    order: async (_, { id, token }, ctx) => {
      try {
        return await ctx.rest.request(ctx.shopperScope(), { path: `orders/${encodeURIComponent(id)}`, query: { token: token ?? undefined }, schema: orderSchema });
      } catch (error) {
        if (error instanceof RestError && (error.restCode === 'ORDER_NOT_FOUND' || error.restCode === 'VALIDATION_FAILED')) return null;
        throw error;
      }
    },
  },
  Order: {
    status: (order) => order.status.toUpperCase() as OrderStatus,
    deliveryOption: (order) => order.delivery.option.toUpperCase() as DeliveryOption,
    address: (order) => order.delivery.address,
    store: (order) => order.delivery.store,
    recipientName: (order) => order.recipient.name,
    mobile: (order) => ({ callingCode: order.recipient.mobile.callingCode, number: order.recipient.mobile.phoneNumber }),
  },
  OrderLine: {
    variant: (line, _, ctx) => ctx.loaders.variant(line.variantId),
    product: (line, _, ctx) => ctx.loaders.product(line.productId),
  },
};
