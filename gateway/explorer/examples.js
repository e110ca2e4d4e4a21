// The explorer's first tabs: one operation for each thing a developer comes to see, each
// runnable as it stands on a freshly seeded shop (gateway/test/explorer-examples.test.ts runs
// them). Ids are the seed's (from the catalogue's source data), so they are the same on
// every install. Another country site: set x-site-country and x-site-language under Headers.

/** @type {{ title: string, query: string, variables?: Record<string, unknown>, headers?: Record<string, string> }[]} */
export const EXAMPLES = [
  {
    title: 'Listing',
    query: `# A category's first page, as the listing shows it: money is in minor units of the
# site's currency (Money.amount; SGD cents here). Other sites: Headers. The next page:
# pass pageInfo.endCursor as $after (every list pages this way: decision 0155).
query Listing($category: String, $first: Int, $after: String) {
  productConnection(category: $category, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { slug name brand { name } price { amount currency } rating reviewCount } }
  }
}
`,
    variables: { category: 'makeup', first: 12 },
  },
  {
    title: 'Product',
    query: `# One product page by slug: its shades, stock and reviews.
query Product($slug: String!) {
  product(slug: $slug) {
    id name highlights
    price { amount currency }
    variants { id name stockStatus price { amount currency } }
    reviews(first: 3) { reviewCount averageRating }
    reviewConnection(first: 3) { totalCount edges { node { rating title } } }
  }
}
`,
    variables: { slug: 'blush-p2855' },
  },
  {
    title: 'Add to bag',
    query: `# The bag belongs to this browser (a device-id cookie the first call sets).
mutation AddToBag($input: AddToBagInput!) {
  addToBag(input: $input) {
    cart { itemsCount lines { quantity variant { id name } lineTotal { amount currency } } summary { total { amount currency } } }
    userErrors { code field message }
  }
}
`,
    variables: { input: { variantId: 'P2855-1', quantity: 1 } },
  },
  {
    title: 'Before checkout',
    query: `# What checkout would charge for this bag: delivery options, the cost summary, and
# whether the bag can be checked out (the checkout mutation then takes the contact and
# address; docs: CheckoutInput).
query BeforeCheckout {
  cart {
    canCheckout
    deliveryOptions { option price { amount currency } estimatedDelivery }
    summary { subtotal { amount } shipping { amount } discount { amount } total { amount currency } pointsEarned }
  }
}
`,
  },
  {
    title: 'Beauty Pass',
    query: `# The tiers of this site, and the signed-in member's card (null for a guest: sign in
# through the storefront on this origin, or with the signIn mutation, then run it again).
query BeautyPass {
  beautyPassTiers { tier earnPercent reach { amount currency } perks }
  me { firstName beautyPass { tier cardNumber points { valid pending } progress { nextTier } } }
}
`,
  },
  {
    title: 'Booking',
    query: `# Services, classes and events in this country's stores, with their next sessions
# (times in ISO 8601 with the store's time zone beside them).
query Booking {
  activities {
    id name kind durationMinutes
    price { amount currency }
    sessions { id startsAt timeZone remaining store { name } }
  }
}
`,
  },
];
