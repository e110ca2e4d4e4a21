// Signing the shopper out of this screen: the idle wipe ends every visit with it, whatever
// the network says (kiosk-state.tsx).
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
