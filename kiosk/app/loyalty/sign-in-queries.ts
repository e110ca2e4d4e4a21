import { graphql } from '../__generated__';

export const KioskSignInStartMutation = graphql(`
  mutation KioskSignInStart($input: KioskSignInStartInput!) {
    kioskSignInStart(input: $input) {
      sent
      expiresIn
      userErrors {
        code
        message
      }
    }
  }
`);

export const KioskSignInVerifyMutation = graphql(`
  mutation KioskSignInVerify($input: KioskSignInVerifyInput!) {
    kioskSignInVerify(input: $input) {
      sessionToken
      expiresIn
      account {
        id
        firstName
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const KioskMemberQuery = graphql(`
  query KioskMember {
    me {
      id
      firstName
      beautyPass {
        cardNumber
        tier
        tierLabel
        points {
          valid
          pending
        }
      }
    }
    wishList {
      id
      count
    }
  }
`);
