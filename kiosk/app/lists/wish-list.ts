import { graphql } from '../__generated__';

/** Members only: the kiosk asks for a Beauty Pass sign-in first. */
export const AddToWishListMutation = graphql(`
  mutation KioskAddToWishList($productId: ID!, $variantId: ID) {
    updateWishList(add: [{ productId: $productId, variantId: $variantId }]) {
      wishList {
        id
        count
      }
      products {
        id
        inWishList
      }
      userErrors {
        code
        message
      }
    }
  }
`);
