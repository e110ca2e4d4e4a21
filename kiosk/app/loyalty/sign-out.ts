import { graphql } from '../__generated__';

export const KioskSignOutMutation = graphql(`
  mutation KioskSignOut {
    kioskSignOut {
      signedOut
      userErrors {
        code
        message
      }
    }
  }
`);
