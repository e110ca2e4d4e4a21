// The face of the countries' facts for loyalty's perks and birthday mails (docs/architecture.md,
// "Room orders"): the content seed keeps them with the pages that quote them.
export { COUNTRY_FACTS } from './seed/countries.ts';
