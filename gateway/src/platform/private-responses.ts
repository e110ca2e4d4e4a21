// Every GraphQL answer may carry a shopper's data (name, bag, orders) or set their cookies
// (device id, session): no shared cache may keep it, whatever a future schema hint says
// (reliability plan row 30, decision 0050). Apollo's cache-control plugin leaves a header
// it cannot parse alone, so this one stands.
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';

export const PRIVATE_NO_STORE = 'private, no-store';

export function privateResponses<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          response.http.headers.set('cache-control', PRIVATE_NO_STORE);
        },
      };
    },
  };
}
