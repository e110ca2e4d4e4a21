// The face of loyalty's perks for the bag and checkout (docs/architecture.md, "Room orders"):
// the tier's prices and free items, early access, the welcome voucher's one claim per person.
export { loadPerkMember } from './perks/perk-member.ts';
export { type PerkMember, pricePerks } from './perks/perk-rules.ts';
export { checkEarlyAccess } from './perks/early-access.ts';
export { tierOf } from './perks/member-tier.ts';
export { lockWelcomeVoucherOf, recordWelcomeVoucherClaim } from './perks/welcome-voucher-claims.ts';
