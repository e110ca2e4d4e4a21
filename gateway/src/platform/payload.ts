// A mutation's payload from a REST call (docs/architecture.md#graphql-conventions "userErrors"): the call's answer with no
// userErrors, or the failure as a UserError when the shopper can act on it; anything else is
// thrown and becomes a GraphQL error.
import type { UserError } from '../__generated__/resolvers-types.ts';
import { userErrorOf } from './rest-errors.ts';

export async function asPayload<T extends object>(run: () => Promise<T>): Promise<Partial<T> & { userErrors: UserError[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    const userError = userErrorOf(error);
    if (userError) return { userErrors: [userError] } as Partial<T> & { userErrors: UserError[] };
    throw error;
  }
}
