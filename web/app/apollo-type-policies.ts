// The type policies the domains add to the one normalized cache (platform/apollo-cache.ts).
// The server's clients and the browser's both take these, so both read the cache alike.
import type { TypePolicies } from '@apollo/client';
import { guestWishListTypePolicies } from './lists/guest-wish-list';

export const domainTypePolicies: TypePolicies = { ...guestWishListTypePolicies };
