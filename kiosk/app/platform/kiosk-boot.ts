// The kiosk server's boot check (server/device-check.js): written here so codegen puts it
// in the kiosk's trusted documents, which the server then asks by hash. The app itself
// does not run it.
import { graphql } from '../__generated__';

export const KioskBootQuery = graphql(`
  query KioskBoot {
    kioskDevice {
      id
      label
      country
      store {
        id
        name
      }
    }
  }
`);
