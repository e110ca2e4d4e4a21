// The user segments content can be aimed at (decision 0040). The gateway places a
// shopper: guests when signed out; members and their Beauty Pass tier when signed in.
export const SEEDED_SEGMENTS = [
  { id: 'guests', name: 'Guests', description: 'Shoppers who are not signed in.' },
  { id: 'members', name: 'Members', description: 'Signed-in Beauty Pass members, whatever their tier.' },
  { id: 'beauty-pass-white', name: 'Beauty Pass White', description: 'Members in the White tier (every new member).' },
  { id: 'beauty-pass-black', name: 'Beauty Pass Black', description: 'Members in the Black tier.' },
  { id: 'beauty-pass-gold', name: 'Beauty Pass Gold', description: 'Members in the Gold tier.' },
] as const;
