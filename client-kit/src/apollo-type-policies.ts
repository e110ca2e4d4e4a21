// The cache type policies every client of ours needs, for types both the web and the kiosk
// read: without them Apollo would replace an object without an id that several queries
// select parts of, or keep two copies of one list. An app adds its own policies beside these.
import type { TypePolicies } from '@apollo/client';

export const sharedTypePolicies: TypePolicies = {
  // The locale's settings have no id and several queries select parts of them: merge.
  Locale: { merge: true },
  // A product's reviews have no id of their own, and queries select different parts of them
  // (the summary, the first reviews, the member's own): merge.
  ProductReviews: { merge: true },
  // The member's one wish list, by its id: every answer that carries it updates the one entry.
  WishList: { keyFields: ['id'] },
};
