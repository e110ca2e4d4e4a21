// What a GraphQL Store is made from: the whole store of GET stores/, or the few facts
// other answers carry (checkout's click-and-collect list and an order: id, name, address;
// a booking: also the zone and directions). Fields those lack are read from the one store
// list of the request (store-loaders.ts), so `Order.store.openNow` works as well as the
// locator's.
import type { Store } from '@beauty/contracts/store';

export type StoreParent = Pick<Store, 'id' | 'name' | 'address'> & Partial<Store>;
