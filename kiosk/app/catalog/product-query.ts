import { graphql } from '../__generated__';

/** A price as the kiosk shows it (amount in minor units, currency), spread wherever one is read. */
export const KioskMoneyFragment = graphql(`
  fragment KioskMoney on Money {
    amount
    currency
  }
`);

/** What a product tile shows, and the top of the product screen: one selection for both. */
export const KioskProductSummaryFragment = graphql(`
  fragment KioskProductSummary on Product {
    id
    slug
    name
    imageUrl
    rating
    reviewCount
    brand {
      id
      name
    }
    price {
      ...KioskMoney
    }
    salePrice {
      ...KioskMoney
    }
    storeAvailability(storeId: $storeId)
  }
`);

export const KioskProductQuery = graphql(`
  query KioskProduct($id: ID!, $storeId: ID!) {
    product(id: $id) {
      ...KioskProductSummary
      variationType
      highlights
      inWishList
      variants {
        id
        name
        swatchColor
        isDefault
        imageUrl
        price {
          ...KioskMoney
        }
        salePrice {
          ...KioskMoney
        }
        storeStock(storeId: $storeId) {
          availability
          quantity
        }
      }
      # The same first as reviewConnection's: the gateway answers both from one REST call.
      reviews(first: 3) {
        averageRating
        reviewCount
      }
      reviewConnection(first: 3) {
        edges {
          node {
            id
            authorName
            rating
            title
            body
          }
        }
      }
    }
  }
`);
