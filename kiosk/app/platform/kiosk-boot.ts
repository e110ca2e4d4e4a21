// The kiosk server's boot check (server/device-check.js): written here so codegen puts it
// in the kiosk's trusted documents, which the server then asks by hash. The app itself
// does not run it.
import { graphql } from '../__generated__';

export const KioskBootQuery = graphql(`
  query KioskBoot($storeId: ID!) {
    kioskDevice {
      id
      label
      store {
        id
      }
    }
    store(id: $storeId) {
      id
      name
    }
  }
`);
