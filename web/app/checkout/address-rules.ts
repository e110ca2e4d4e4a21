// Address rules the checkout form shows (the api checks the same).
/** Countries whose addresses need a state (@beauty/contracts/checkout STATE_REQUIRED). */
export const STATE_REQUIRED = new Set(['AU', 'MY']);
/** HK addresses have no postcode. */
export const HAS_POSTCODE = (country: string) => country !== 'HK';
