import { graphql } from '../__generated__';

export const KioskProductQuery = graphql(`
  query KioskProduct($id: ID!, $storeId: ID!) {
    product(id: $id) {
      id
      slug
      name
      imageUrl
      rating
      reviewCount
      variationType
      highlights
      inWishList
      brand {
        id
        name
      }
      price {
        amount
        currency
      }
      salePrice {
        amount
        currency
      }
      storeAvailability(storeId: $storeId)
      variants {
        id
        name
        swatchColor
        isDefault
        imageUrl
        price {
          amount
          currency
        }
        salePrice {
          amount
          currency
        }
        storeStock(storeId: $storeId) {
          availability
          quantity
        }
      }
      reviews(first: 3) {
        averageRating
        reviewCount
        reviews {
          id
          authorName
          rating
          title
          body
        }
      }
    }
  }
`);
