// The limits that need the request's variables, so run once Apollo has picked the operation
// and before execution starts: the variables' types, argument values (argument-limits.ts),
// then cost (cost-limit.ts). A refusal answers 400 with its own code and no resolver runs.
import type { ApolloServerPlugin } from '@apollo/server';
import { type ArgumentLimits, argumentError } from './argument-limits.ts';
import { type CostLimits, costError } from './cost-limit.ts';
import { resolveOperation } from './operation-walk.ts';
import { QueryLimitError } from './query-limit-error.ts';

export type OperationLimits = ArgumentLimits & CostLimits;

/**
 * @param limitsOf the limits of the request's channel (a kiosk's budget is smaller than the
 *   web's, limits.ts CHANNEL_MAX_COST); the same for every request when a value is given.
 */
export function operationLimits<C>(limitsOf: OperationLimits | ((context: C) => OperationLimits)): ApolloServerPlugin<C & object> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return; // Apollo has answered already
          const limits = typeof limitsOf === 'function' ? limitsOf(contextValue) : limitsOf;
          const resolved = resolveOperation(schema, document, operation, request.variables);
          if (resolved instanceof QueryLimitError) throw resolved;
          const refused = argumentError(resolved, limits) ?? costError(resolved, limits);
          if (refused) throw refused;
        },
      };
    },
  };
}
