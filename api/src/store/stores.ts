// The face of the store list for bookings (docs/architecture.md, "Room orders"): the stores as
// seeded, their names in the sites' languages, and the seed step booking's own seed runs first.
export { seedStores } from './seed/seed-stores.ts';
export { localStoreName } from './seed/store-local-names.ts';
export { STORE_LIST } from './seed/store-list.ts';
