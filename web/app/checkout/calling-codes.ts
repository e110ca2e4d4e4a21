// Each country's calling code, shown beside the mobile number (the api checks it too).
export const CALLING_CODES: Record<string, string> = {
  AU: '+61', HK: '+852', ID: '+62', MY: '+60', NZ: '+64', PH: '+63', SG: '+65', TH: '+66',
};
/** Countries whose addresses need a state (@beauty/contracts/checkout STATE_REQUIRED). */
export const STATE_REQUIRED = new Set(['AU', 'MY']);
/** HK addresses have no postcode. */
export const HAS_POSTCODE = (country: string) => country !== 'HK';
